import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser, signInStaff } from '../helpers/users.js'
import { today, uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| The bell's notifications, each created by its real use case: the matching after an
| upload and after a rejection, a převodka sent, a převodka received with missing lines,
| the nightly export-staleness job and the morning due-tasks job (both run twice through
| the real maintenance worker). Then read state per user and who may see what.
*/

const dir = mkdtempSync(join(tmpdir(), 'notifications-api-'))
let ctx: TestApp
let api: ReturnType<typeof apiClient>
const stops: (() => Promise<void>)[] = []
let admin: string
let a: string
let b: string
let b2: string
let c: string
let homeless: string
let runCount = 0

type Listed = {
  id: string
  kind: string
  title: string
  text: string
  link: string
  read: boolean
  createdAt: string
}

const list = async (token: string, query = '') =>
  (await api.get(`/api/notifications${query}`, token)).body as {
    notifications: Listed[]
    total: number
    unread: number
    page: number
    limit: number
  }
const ofKind = async (token: string, kind: string) =>
  (await list(token, '?limit=100')).notifications.filter((n) => n.kind === kind)
const unread = async (token: string) =>
  (await api.get('/api/notifications/unread-count', token)).body.unread as number
const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)
const itemOf = async (pdk: string) =>
  (await api.get('/api/pool/LEMON/1', a)).body.find((i: any) => i.PDK === pdk)
const database = async () => (await import('@adonisjs/lucid/services/db')).default
const stored = async (kind: string) =>
  (
    await (
      await database()
    ).rawQuery(
      `SELECT firma, pharmacy_code, params FROM notifications WHERE kind = ? ORDER BY id`,
      [kind]
    )
  ).rows as { firma: string; pharmacy_code: string; params: any }[]

/** Adds a job to the maintenance queue, as its scheduler does, and waits for its result. */
async function run(job: string) {
  const { getQueue, getQueueEvents } = await import('#core/queue')
  const added = await getQueue('maintenance').add(job, {}, { jobId: `notif-${++runCount}` })
  return added.waitUntilFinished(await getQueueEvents('maintenance'), 60_000)
}

const upload = (code: string, token: string, files: any) =>
  uploadAndProcess(ctx, api, { code, token }, files, dir)

/** Confirms, picks and sends one item from branch 1 to `code`; resolves to the převodka id. */
async function sendOne(pdk: string, code: string, token: string) {
  const item = await itemOf(pdk)
  expect((await post('confirm', code, { ids: [item.id] }, token)).status).toBe(200)
  expect((await post('markPicked', '1', { id: item.id }, a)).status).toBe(200)
  const sent = await post('send', '1', { targetPharmacyCode: code }, a)
  expect(sent.status).toBe(200)
  return sent.body.prevodkaId as string
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stops.push(await startTestWorker('imports'))
  stops.push(await startTestWorker('maintenance'))
  ;({
    admin,
    branches: [a, b, c],
  } = await signInStaff(api, ['1', '2', '3']))
  await createUser({
    username: 'p2b',
    email: 'p2b@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '2',
  })
  b2 = await api.login('p2b@lemon.cz', 'heslo1234')
  const { insertUser } = await import('#users/services/create_user')
  await insertUser({
    username: 'bezpobocky',
    email: 'bezpobocky@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    firma: 'LEMON',
    pharmacyCode: null,
  })
  homeless = await api.login('bezpobocky@lemon.cz', 'heslo1234')
  const data = transferExports()
  await upload('1', a, data.a)
  await upload('2', b, data.b)
  await until(async () => (await stored('proposals')).length > 0)
}, 180_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  const { closeQueues } = await import('#core/queue')
  await closeQueues()
  await ctx?.close()
})

describe('new proposals (pool items reserved for my branch)', () => {
  test("the upload's matching: one notification for the target branch, with the count", async () => {
    expect((await itemOf('A1')).targetPharmacyCode).toBe('2')
    expect((await itemOf('E5')).targetPharmacyCode).toBe('2')
    const [proposal, ...more] = await ofKind(b, 'proposals')
    expect(more).toEqual([])
    expect(proposal).toEqual({
      id: expect.any(String),
      _id: proposal.id,
      kind: 'proposals',
      title: '2 nové návrhy k převzetí',
      text: 'Jiné pobočky vám nabízejí přípravky z poolu. Potvrďte je, nebo odmítněte.',
      link: '/transfers/incoming',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(await ofKind(b2, 'proposals')).toEqual([{ ...proposal }])
    expect(await ofKind(a, 'proposals')).toEqual([])
    expect(await ofKind(c, 'proposals')).toEqual([])
    expect(await stored('proposals')).toEqual([
      { firma: 'LEMON', pharmacy_code: '2', params: { count: 2 } },
    ])
  })

  test("a rejection's immediate re-match notifies the new target once", async () => {
    await upload('3', c, transferExports().b)
    expect(await stored('proposals')).toHaveLength(1)
    const e5 = await itemOf('E5')
    expect((await post('reject', '2', { id: e5.id }, b)).status).toBe(200)
    expect(await itemOf('E5')).toMatchObject({ stav: 'rezervováno', targetPharmacyCode: '3' })
    const [proposal] = await ofKind(c, 'proposals')
    expect(proposal).toMatchObject({ title: '1 nový návrh k převzetí', read: false })
    expect(await ofKind(b, 'proposals')).toHaveLength(1)
  })

  test('the chunks of one matching run add up to one notification per branch', async () => {
    const { notify } = await import('#notifications/services/notify')
    const db = await database()
    const chunk = (counts: [string, number][]) =>
      db.transaction((trx) =>
        notify(
          trx,
          counts.map(([code, count]) => ({
            kind: 'proposals' as const,
            target: { firma: 'TEST', pharmacyCode: code },
            params: { count },
            dedupeKey: `proposals:TEST:${code}:run-1`,
          })),
          { addCount: true }
        )
      )
    await Promise.all([
      chunk([
        ['7', 25_000],
        ['8', 3],
      ]),
      chunk([
        ['8', 4],
        ['7', 10],
      ]),
    ])
    const rows = (await stored('proposals')).filter((r) => r.firma === 'TEST')
    expect(rows.map((r) => [r.pharmacy_code, r.params.count]).sort()).toEqual([
      ['7', 25_010],
      ['8', 7],
    ])
  })
})

describe('převodky', () => {
  let toB: string
  let toC: string

  test('a převodka sent to branch 2: every user of branch 2 gets one, nobody else', async () => {
    toB = await sendOne('A1', '2', b)
    for (const token of [b, b2]) {
      expect(await ofKind(token, 'prevodka_sent')).toEqual([
        expect.objectContaining({
          title: 'Nová převodka k přijetí',
          text: `Pobočka 1 vám odeslala převodku ${toB} (1 položka).`,
          link: '/transfers/received',
          read: false,
        }),
      ])
    }
    for (const token of [a, c, admin]) expect(await ofKind(token, 'prevodka_sent')).toEqual([])
  })

  test('a full receipt tells the source nothing', async () => {
    const lines = (await api.get(`/api/transfers/detail/${toB}`, b)).body
    const receivedItems = lines.map((l: any) => ({ _id: l._id, status: 'přijato' }))
    const res = await post('receive', '2', { prevodkaId: toB, receivedItems }, b)
    expect(res.body.prevodka).toEqual({ prevodkaId: toB, stav: 'přijato' })
    expect(await ofKind(a, 'prevodka_missing')).toEqual([])
    expect(await stored('prevodka_missing')).toEqual([])
  })

  test('a receipt with a nedodáno line tells the source branch, once', async () => {
    toC = await sendOne('E5', '3', c)
    expect(await ofKind(c, 'prevodka_sent')).toHaveLength(1)
    const lines = (await api.get(`/api/transfers/detail/${toC}`, c)).body
    const receivedItems = lines.map((l: any) => ({ _id: l._id, status: 'nedodáno' }))
    const res = await post('receive', '3', { prevodkaId: toC, receivedItems }, c)
    expect(res.body.prevodka).toEqual({ prevodkaId: toC, stav: 'uzavřeno' })
    expect((await post('receive', '3', { prevodkaId: toC, receivedItems }, c)).status).toBe(409)
    expect(await ofKind(a, 'prevodka_missing')).toEqual([
      expect.objectContaining({
        title: 'Převodka přijata s chybějícími položkami',
        text: `Pobočka 3 přijala převodku ${toC}; nedodáno 1 z 1 položky.`,
        link: '/transfers/archive',
      }),
    ])
    for (const token of [b, c]) expect(await ofKind(token, 'prevodka_missing')).toEqual([])
  })
})

describe('read state is per user', () => {
  test('user A of branch 2 reading does not mark it read for user B of branch 2', async () => {
    const [sent] = await ofKind(b, 'prevodka_sent')
    const before = { b: await unread(b), b2: await unread(b2) }
    expect(before.b).toBeGreaterThan(0)
    expect(before.b).toBe(before.b2)
    const res = await api.post('/api/notifications/read', { ids: [sent.id] }, b)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ marked: 1, unread: before.b - 1 })
    expect(await unread(b)).toBe(before.b - 1)
    expect(await unread(b2)).toBe(before.b2)
    expect((await ofKind(b, 'prevodka_sent'))[0].read).toBe(true)
    expect((await ofKind(b2, 'prevodka_sent'))[0].read).toBe(false)
    // Marking it again changes nothing; a numeric id works as well as a string.
    const again = await api.post('/api/notifications/read', { ids: [Number(sent.id)] }, b)
    expect(again.body).toEqual({ marked: 0, unread: before.b - 1 })
  })

  test('"all" marks every notification of the caller, and only for the caller', async () => {
    const res = await api.post('/api/notifications/read', { all: true }, b2)
    expect(res.body.unread).toBe(0)
    expect(await unread(b2)).toBe(0)
    expect(await unread(b)).toBeGreaterThan(0)
    expect((await list(b2)).notifications.every((n) => n.read)).toBe(true)
  })

  test('the list: newest first, paged from 1, with the total and unread counts', async () => {
    const all = await list(b)
    expect(all.total).toBe(all.notifications.length)
    expect(all.notifications.map((n) => n.kind)).toEqual(['prevodka_sent', 'proposals'])
    expect(all).toMatchObject({ page: 1, limit: 20, unread: 1 })
    const second = await list(b, '?page=2&limit=1')
    expect(second.notifications.map((n) => n.kind)).toEqual(['proposals'])
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 })
    expect((await list(b, '?page=3&limit=1')).notifications).toEqual([])
    const bad = await api.get('/api/notifications?page=0', b)
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].field).toBe('page')
  })

  test('sorted by createdAt either way; an unknown sort or dir is 422 in Czech, not ignored', async () => {
    const oldest = await list(b, '?sort=createdAt&dir=asc')
    expect(oldest.notifications.map((n) => n.kind)).toEqual(['proposals', 'prevodka_sent'])
    const newest = await list(b, '?sort=createdAt&dir=desc')
    expect(newest.notifications.map((n) => n.kind)).toEqual(['prevodka_sent', 'proposals'])

    const sort = await api.get('/api/notifications?sort=kind', b)
    expect(sort.status).toBe(422)
    expect(sort.body.errors).toEqual([
      {
        field: 'sort',
        message: 'Podle pole „kind“ nelze řadit. Řadit lze podle: createdAt.',
      },
    ])
    const badDir = await api.get('/api/notifications?sort=createdAt&dir=up', b)
    expect(badDir.status).toBe(422)
    expect(badDir.body.errors[0]).toMatchObject({
      field: 'dir',
      message: 'Pole dir musí být jedna z hodnot: asc, desc.',
    })
    expect((await api.get('/api/notifications?dir=sideways', b)).status).toBe(422)
  })
})

describe('who sees what', () => {
  test("another branch's notification is 404 and stays unread", async () => {
    const [proposal] = await ofKind(b, 'proposals')
    expect(proposal.read).toBe(false)
    const [own] = await ofKind(a, 'prevodka_missing')
    for (const ids of [[proposal.id], [own.id, proposal.id], ['999999']]) {
      const res = await api.post('/api/notifications/read', { ids }, a)
      expect(res.status, JSON.stringify(ids)).toBe(404)
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Upozornění nenalezeno.' })
    }
    expect((await ofKind(b, 'proposals'))[0].read).toBe(false)
    expect((await ofKind(a, 'prevodka_missing'))[0].read).toBe(false)
    const ids = (await list(c)).notifications.map((n) => n.id)
    expect(ids).not.toContain(proposal.id)
  })

  test('an admin and a user without a branch see none of the branch notifications', async () => {
    for (const token of [admin, homeless]) {
      expect(await list(token)).toMatchObject({ notifications: [], total: 0, unread: 0 })
      expect(await unread(token)).toBe(0)
      const [proposal] = await ofKind(b, 'proposals')
      const res = await api.post('/api/notifications/read', { ids: [proposal.id] }, token)
      expect(res.status).toBe(404)
    }
  })

  test('signed-in only; a body without ids or all is 422 in Czech', async () => {
    expect((await api.get('/api/notifications')).status).toBe(401)
    expect((await api.get('/api/notifications/unread-count')).status).toBe(401)
    expect((await api.post('/api/notifications/read', { all: true })).status).toBe(401)
    const empty = await api.post('/api/notifications/read', {}, b)
    expect(empty.status).toBe(422)
    expect(empty.body.message).toBe('Zadejte ids upozornění, nebo all: true.')
    const text = await api.post('/api/notifications/read', { ids: ['abc'] }, b)
    expect(text.status).toBe(422)
    expect(text.body.errors[0].message).toBe('Id upozornění musí být číslo.')
    const none = await api.post('/api/notifications/read', { ids: [] }, b)
    expect(none.status).toBe(422)
  })
})

describe('scheduled jobs, each run twice', () => {
  test('export staleness: one notification per stale branch and stale period', async () => {
    const db = await database()
    const setLastExport = (code: string, daysAgo: number) =>
      db
        .from('branch_exports')
        .where('pharmacy_code', code)
        .update({ last_batch_at: `${addDays(today(), -daysAgo)}T12:00:00+01:00` })
    await setLastExport('1', 8)
    await run('tasks.create_stale_export_tasks')
    await run('tasks.create_stale_export_tasks')
    expect(await ofKind(a, 'export_stale')).toEqual([
      expect.objectContaining({
        title: 'Nahrajte aktuální exporty',
        text: 'Poslední exporty jsou staré 8 dní.',
        link: '/upload',
      }),
    ])
    for (const token of [b, c]) expect(await ofKind(token, 'export_stale')).toEqual([])

    // The task ticked off and created again the next night: still the same stale period.
    const [task] = (await api.get('/api/tasks/my', a)).body
    await api.call('PUT', `/api/tasks/${task.id}/complete`, { token: a, body: { done: true } })
    expect((await run('tasks.create_stale_export_tasks')).created).toBe(1)
    expect(await ofKind(a, 'export_stale')).toHaveLength(1)

    // A later export that went stale too is a new period.
    await setLastExport('1', 9)
    await run('tasks.create_stale_export_tasks')
    await run('tasks.create_stale_export_tasks')
    expect((await ofKind(a, 'export_stale')).map((n) => n.text)).toEqual([
      'Poslední exporty jsou staré 9 dní.',
      'Poslední exporty jsou staré 8 dní.',
    ])
  })

  test('a task due today: one notification per assigned branch, the second run adds none', async () => {
    const created = await api.post(
      '/api/tasks',
      { title: 'Inventura OTC', pharmacyCodes: ['2', '3'], dueDate: addDays(today(), 1) },
      admin
    )
    expect(created.status).toBe(201)
    expect(await ofKind(b, 'task_due')).toEqual([])
    // The due day arrives.
    const db = await database()
    await db.from('tasks').where('id', created.body.id).update({ due_date: today() })
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 2 })
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 0 })
    for (const token of [b, b2, c]) {
      expect(await ofKind(token, 'task_due')).toEqual([
        expect.objectContaining({
          title: 'Úkol na dnes',
          text: 'Dnes je termín úkolu „Inventura OTC“.',
          link: `/tasks/${created.body.id}`,
        }),
      ])
    }
    // Branch 1's open "Nahrajte exporty" task is due today too: its staleness note suffices.
    expect(await ofKind(a, 'task_due')).toEqual([])
  })

  test('a task created due today is announced at once, and only once', async () => {
    const created = await api.post(
      '/api/tasks',
      { title: 'Kontrola teplot', pharmacyCodes: ['1'], dueDate: today() },
      admin
    )
    expect(created.status).toBe(201)
    expect((await ofKind(a, 'task_due')).map((n) => n.link)).toEqual([`/tasks/${created.body.id}`])
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 0 })
    expect(await ofKind(a, 'task_due')).toHaveLength(1)
  })

  test('notifications older than 90 days are purged with their read marks', async () => {
    const db = await database()
    const [sent] = await ofKind(b, 'prevodka_sent')
    await db
      .from('notifications')
      .where('id', sent.id)
      .update({ created_at: new Date(Date.now() - 91 * 86_400_000) })
    expect(await run('notifications.purge')).toEqual({ purged: 1 })
    expect(await run('notifications.purge')).toEqual({ purged: 0 })
    expect(await ofKind(b, 'prevodka_sent')).toEqual([])
    const { rows } = await db.rawQuery(
      'SELECT count(*)::int AS n FROM notification_reads WHERE notification_id = ?',
      [sent.id]
    )
    expect(rows[0].n).toBe(0)
  })
})
