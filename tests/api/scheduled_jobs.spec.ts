import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { today, writeSampleExport, writeXlsx, uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet } from '../helpers/sheet_uploads.js'

/*
| The scheduled jobs of the maintenance queue, each run twice through the real worker:
| the first run does its work, the second changes nothing. Then /api/admin/jobs: queue
| counts, schedulers with their last run, a failed job listed and retried.
*/

const PASSWORD = 'heslo1234'
const day = today()
const dir = mkdtempSync(join(tmpdir(), 'scheduled-jobs-'))
const UHRADY_HEADER = ['Kód SÚKL', 'Název', 'Úhrada']

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const stops: (() => Promise<void>)[] = []
let admin: string
let p1: string
let p2: string
let p3: string
let listIds: { older: number; newer: number }
let runCount = 0

const database = async () => (await import('@adonisjs/lucid/services/db')).default
const queueModule = () => import('#core/queue')

async function rows(sql: string, bindings: unknown[] = []) {
  return (await (await database()).rawQuery(sql, bindings)).rows as any[]
}

/** Adds a job to its queue, as its scheduler does, and waits for its result. */
async function run(job: string) {
  const { getQueue, getQueueEvents } = await queueModule()
  const { scheduledJob } = await import('#operations/schedules')
  const queue = scheduledJob(job)?.queue ?? 'maintenance'
  const added = await getQueue(queue).add(job, {}, { jobId: `run-${++runCount}` })
  return added.waitUntilFinished(await getQueueEvents(queue), 60_000)
}

const uploadBranch = (
  code: string,
  token: string,
  files: NonNullable<Parameters<typeof writeSampleExport>[1]>
) => uploadAndProcess(ctx, api, { code, token }, files, dir)

async function uploadUhrady(name: string, validFrom: string, uhrada: number) {
  const file = writeXlsx(join(dir, name), [
    UHRADY_HEADER,
    ['0012345', 'PARALEN 500MG TBL 24', uhrada],
    ['0054321', 'ESSENTIALE FORTE CPS 50', 100],
  ])
  const res = await sendSheet(ctx.baseUrl, '/api/uhrady-admin/upload', admin, { validFrom }, file)
  expect(res.upload.status).toBe('done')
  return Number(res.upload.result.meta.id)
}

const versions = () =>
  rows(
    `SELECT id, firma, pharmacy_code, list_id, previous_list_id, lines,
            total_impact::float AS impact, created_at
       FROM uhrady_change_versions ORDER BY id`
  )

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stops.push(await startTestWorker('imports'))
  stops.push(await startTestWorker('maintenance'))
  /* The export inbox's own queue, served here as by a maintenance worker with the folder. */
  stops.push(await startTestWorker('inbox'))
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  for (const code of ['1', '2', '3']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
  }
  ;[admin, p1, p2, p3] = await Promise.all(
    ['boss', 'p1', 'p2', 'p3'].map((u) => api.login(`${u}@lemon.cz`, PASSWORD))
  )
  const data = transferExports()
  await uploadBranch('1', p1, data.a)
  // Two úhrady lists while only branch 1 has an export; the newer one starts tomorrow.
  const older = await uploadUhrady('uhrady-stary.xlsx', addDays(day, -30), 40)
  const newer = await uploadUhrady('uhrady-novy.xlsx', addDays(day, 1), 35.5)
  listIds = { older, newer }
  await until(async () => (await versions()).length === 1)
  // Branch 2 exports after the upload; its export creates its version at once.
  await uploadBranch('2', p2, data.b)
  await until(
    async () =>
      (await rows(`SELECT stav FROM pool_items WHERE pdk = 'E5'`))[0]?.stav === 'rezervováno'
  )
}, 180_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await queueModule()).closeQueues()
  await ctx?.close()
})

describe('each scheduled job, run twice: the second run changes nothing', () => {
  test('nightly pool matching finds a target for an item an admin put back to aktivní', async () => {
    const [e5] = (await api.get('/api/poolitems?q=L-E5', admin)).body
    const edit = await api.call('PUT', `/api/poolitems/${e5.id}`, {
      token: admin,
      body: { ...e5, stav: 'aktivní', targetPharmacyCode: null, probability: null },
    })
    expect(edit.status).toBe(200)
    const pool = () =>
      rows(
        `SELECT i.id, i.stav, i.target_pharmacy_code, i.probability, i.version,
                (SELECT count(*)::int FROM pool_item_history h WHERE h.pool_item_id = i.id) AS history
           FROM pool_items i ORDER BY i.id`
      )
    expect((await pool()).find((i) => i.id === Number(e5.id))).toMatchObject({ stav: 'aktivní' })

    const proposals = () =>
      rows(`SELECT pharmacy_code, params FROM notifications WHERE kind = 'proposals' ORDER BY id`)
    const before = await proposals()
    expect(await run('pool.match_all')).toEqual({ matched: 1 })
    const after = await pool()
    expect(after.find((i) => i.id === Number(e5.id))).toMatchObject({
      stav: 'rezervováno',
      target_pharmacy_code: '2',
      probability: 100,
    })
    const notified = await proposals()
    expect(notified).toEqual([...before, { pharmacy_code: '2', params: { count: 1 } }])
    expect(await run('pool.match_all')).toEqual({ matched: 0 })
    expect(await pool()).toEqual(after)
    expect(await proposals()).toEqual(notified)
  })

  test('export staleness: one open task "Nahrajte exporty" per stale branch, due today', async () => {
    const noon = (offset: number) => `${addDays(day, offset)}T12:00:00+01:00`
    const db = await database()
    await db
      .from('branch_exports')
      .where('pharmacy_code', '1')
      .update({ last_batch_at: noon(-7) })
    await db
      .from('branch_exports')
      .where('pharmacy_code', '2')
      .update({ last_batch_at: noon(-8) })
    const tasks = () =>
      rows(
        `SELECT t.id, t.title, t.status, to_char(t.due_date, 'YYYY-MM-DD') AS due, t.created_by,
                a.pharmacy_code, a.done
           FROM tasks t JOIN task_assignments a ON a.task_id = t.id ORDER BY t.id`
      )

    // Branch 1 exported 7 days ago (not older than 7), branch 2 8 days ago, branch 3 never.
    expect(await run('tasks.create_stale_export_tasks')).toEqual({
      created: 2,
      branches: ['LEMON/2', 'LEMON/3'],
    })
    const first = await tasks()
    expect(first.map((t) => [t.pharmacy_code, t.title, t.status, t.due, t.created_by])).toEqual([
      ['2', 'Nahrajte exporty', 'open', day, null],
      ['3', 'Nahrajte exporty', 'open', day, null],
    ])
    const mine = (await api.get('/api/tasks/my', p3)).body
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'Nahrajte exporty',
        description: 'Pobočka zatím nenahrála žádné exporty. Nahrajte je prosím.',
        dueDate: day,
        priority: 'high',
        createdBy: null,
      }),
    ])
    expect((await api.get('/api/tasks/my', p2)).body[0].description).toBe(
      'Poslední exporty jsou staré 8 dní. Nahrajte prosím aktuální exporty.'
    )
    expect((await api.get('/api/tasks/my', p1)).body).toEqual([])

    expect(await run('tasks.create_stale_export_tasks')).toEqual({ created: 0, branches: [] })
    expect(await tasks()).toEqual(first)
    const staleNotes = () =>
      rows(
        `SELECT pharmacy_code, params FROM notifications WHERE kind = 'export_stale' ORDER BY pharmacy_code`
      )
    const notes = await staleNotes()
    expect(notes).toEqual([
      { pharmacy_code: '2', params: { days: 8 } },
      { pharmacy_code: '3', params: { days: null } },
    ])

    // Once branch 3 has ticked its task off, the next night gives it a new one.
    const done = await api.call('PUT', `/api/tasks/${mine[0].id}/complete`, {
      token: p3,
      body: { done: true },
    })
    expect(done.status).toBe(200)
    expect(await run('tasks.create_stale_export_tasks')).toEqual({
      created: 1,
      branches: ['LEMON/3'],
    })
    expect(await run('tasks.create_stale_export_tasks')).toEqual({ created: 0, branches: [] })
    expect((await tasks()).length).toBe(3)
    // Still the same stale period for branch 3: told once, not every night.
    expect(await staleNotes()).toEqual(notes)
  })

  test('uploaded export files older than 30 days are deleted, the batch rows stay', async () => {
    const { storedFileExists } = await import('#core/file_store')
    const batches = () => rows(`SELECT id, pharmacy_code, files FROM export_batches ORDER BY id`)
    const [old, fresh] = await batches()
    const oldKeys = Object.values(old.files as Record<string, { key: string }>).map((f) => f.key)
    expect(oldKeys.length).toBe(3)
    for (const key of oldKeys) expect(await storedFileExists(key)).toBe(true)
    await (
      await database()
    )
      .from('export_batches')
      .where('id', old.id)
      .update({ created_at: new Date(Date.now() - 31 * 86_400_000) })

    expect(await run('exports.purge_uploads')).toEqual({ purged: 1 })
    for (const key of oldKeys) expect(await storedFileExists(key)).toBe(false)
    const after = await batches()
    expect(after).toEqual([{ ...old, files: {} }, fresh])
    expect(await run('exports.purge_uploads')).toEqual({ purged: 0 })
    expect(await batches()).toEqual(after)
  })

  test('generated PDFs older than 30 days are deleted', async () => {
    const db = await database()
    const pdf = (key: string, daysAgo: number) => ({
      key,
      kind: 'prevodka',
      bytes: Buffer.from('%PDF-1.4'),
      size: 8,
      render_ms: 1,
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    })
    await db.table('generated_pdfs').multiInsert([pdf('a'.repeat(64), 31), pdf('b'.repeat(64), 29)])

    expect(await run('pdf.purge_documents')).toEqual({ purged: 1 })
    const keys = async () => (await rows('SELECT key FROM generated_pdfs')).map((r) => r.key)
    expect(await keys()).toEqual(['b'.repeat(64)])
    expect(await run('pdf.purge_documents')).toEqual({ purged: 0 })
    expect(await keys()).toEqual(['b'.repeat(64)])
  })

  test('tasks due today: one notification per assigned branch, once', async () => {
    const notes = () =>
      rows(
        `SELECT pharmacy_code, params->>'title' AS title FROM notifications
          WHERE kind = 'task_due' ORDER BY id`
      )
    const created = await api.post(
      '/api/tasks',
      { title: 'Inventura', pharmacyCodes: ['1', '2'], dueDate: addDays(day, 1) },
      admin
    )
    expect(created.status).toBe(201)
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 0 })
    // The due day arrives (the stale-export tasks due today are announced by their own note).
    const db = await database()
    await db.from('tasks').where('id', created.body.id).update({ due_date: day })
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 2 })
    const first = await notes()
    expect(first).toEqual([
      { pharmacy_code: '1', title: 'Inventura' },
      { pharmacy_code: '2', title: 'Inventura' },
    ])
    expect(await run('tasks.notify_due_today')).toEqual({ notified: 0 })
    expect(await notes()).toEqual(first)
  })

  test('audit rows older than two years and sign-ins ended over 30 days ago are deleted', async () => {
    const db = await database()
    const DAY = 86_400_000
    await db.table('audit_log').multiInsert([
      {
        actor_kind: 'system',
        action: 'test.ancient',
        created_at: new Date(Date.now() - 740 * DAY),
      },
      { actor_kind: 'system', action: 'test.recent', created_at: new Date(Date.now() - 700 * DAY) },
    ])
    const [user] = await rows('SELECT id FROM users ORDER BY id LIMIT 1')
    const ended = new Date(Date.now() - 31 * DAY)
    await db.table('user_sessions').multiInsert([
      { user_id: user.id, expires_at: ended, ended_at: ended, end_reason: 'logout' },
      { user_id: user.id, expires_at: new Date(Date.now() + DAY) },
    ])
    const sessions = async () => (await rows('SELECT count(*)::int AS n FROM user_sessions'))[0].n
    const before = await sessions()
    expect(await run('audit.purge')).toEqual({ audit: 1, sessions: 1 })
    expect(await sessions()).toBe(before - 1)
    const actions = (await rows("SELECT action FROM audit_log WHERE action LIKE 'test.%'")).map(
      (r: { action: string }) => r.action
    )
    expect(actions).toEqual(['test.recent'])
    expect(await run('audit.purge')).toEqual({ audit: 0, sessions: 0 })
  })

  test('notifications older than 90 days are deleted', async () => {
    const db = await database()
    const [oldest] = await rows('SELECT id FROM notifications ORDER BY id LIMIT 1')
    await db
      .from('notifications')
      .where('id', oldest.id)
      .update({ created_at: new Date(Date.now() - 91 * 86_400_000) })
    const count = async () => (await rows('SELECT count(*)::int AS n FROM notifications'))[0].n
    const before = await count()
    expect(await run('notifications.purge')).toEqual({ purged: 1 })
    expect(await count()).toBe(before - 1)
    expect(await run('notifications.purge')).toEqual({ purged: 0 })
    expect(await count()).toBe(before - 1)
  })

  test('sent and failed mails older than 90 days are deleted; a queued one stays', async () => {
    const db = await database()
    const DAY = 86_400_000
    const mail = (status: string, ageDays: number, subject: string) => ({
      kind: 'watchlist',
      to_address: 'p1@lemon.cz',
      subject,
      text: 'Sledovaný seznam v příloze.',
      html: '<p>Sledovaný seznam v příloze.</p>',
      attachment_name: 'seznam.pdf',
      attachment: Buffer.from('%PDF-1.4'),
      status,
      created_at: new Date(Date.now() - ageDays * DAY),
    })
    await db
      .table('mail_messages')
      .multiInsert([
        mail('sent', 91, 'test.old-sent'),
        mail('failed', 120, 'test.old-failed'),
        mail('queued', 120, 'test.old-queued'),
        mail('sent', 89, 'test.recent-sent'),
      ])
    expect(await run('mail.purge')).toEqual({ purged: 2 })
    const left = await rows(
      "SELECT subject FROM mail_messages WHERE subject LIKE 'test.%' ORDER BY subject"
    )
    expect(left.map((r: { subject: string }) => r.subject)).toEqual([
      'test.old-queued',
      'test.recent-sent',
    ])
    expect(await run('mail.purge')).toEqual({ purged: 0 })
    await db.from('mail_messages').where('subject', 'like', 'test.%').delete()
  })

  test('reimbursement versions are computed again from the stock of the validFrom day', async () => {
    const pair = (v: any) => [v.pharmacy_code, v.list_id, v.previous_list_id, v.impact]
    const before = await versions()
    // PARALEN's úhrada falls by 4,50; branch 1 holds 50 packs, branch 2 none.
    expect(before.map(pair)).toEqual([
      ['1', listIds.newer, listIds.older, -225],
      ['2', listIds.newer, listIds.older, 0],
    ])
    // Tomorrow's list is not current yet: nothing to do.
    expect(await run('operations.schedule_uhrady_changes')).toEqual({
      listId: String(listIds.older),
      validFrom: addDays(day, -30),
      regenerated: 0,
      reason: 'newer-list-pending',
    })
    // Branch 1 exports again with 20 packs; its version (computed at upload) stays.
    const data = transferExports()
    data.a.sklad[1][2] = 20
    await uploadBranch('1', p1, data.a)
    expect((await versions()).map(pair)).toEqual(before.map(pair))

    // The day arrives: the versions were computed the day before, the list starts today.
    const db = await database()
    await db.rawQuery(
      `UPDATE uhrady_change_versions SET created_at = created_at - interval '1 day'`
    )
    await db.from('price_lists').where('id', listIds.newer).update({ valid_from: day })
    expect(await run('operations.schedule_uhrady_changes')).toEqual({
      listId: String(listIds.newer),
      validFrom: day,
      regenerated: 2,
      branches: ['LEMON/1', 'LEMON/2'],
    })
    const after = await versions()
    expect(after.map(pair)).toEqual([
      ['1', listIds.newer, listIds.older, -90],
      ['2', listIds.newer, listIds.older, 0],
    ])
    expect(after.map((v) => v.id)).not.toContain(before[0].id)
    const [version] = (await api.get('/api/zmeny-uhrady/list/LEMON', p1)).body
    expect(version.id).toBe(String(after[0].id))

    expect(await run('operations.schedule_uhrady_changes')).toEqual({
      listId: String(listIds.newer),
      validFrom: day,
      regenerated: 0,
      reason: 'already-generated',
    })
    expect(await versions()).toEqual(after)
  })

  test('export inbox scan (issue #17): an inbox with no branch folder, nothing to do', async () => {
    /* A configured folder that is missing is an error (issue #29); an empty one is idle. */
    const { default: inboxConfig } = await import('#config/inbox')
    mkdirSync(inboxConfig.root!, { recursive: true })
    const idle = { folders: 0, submitted: 0, refused: 0, waiting: 0, settling: 0, settled: 0 }
    expect(await run('inbox.scan')).toEqual(idle)
    expect(await run('inbox.scan')).toEqual(idle)
  })

  test('morning digest without SMTP_URL: nothing is queued', async () => {
    expect(await run('mail.morning_digest')).toEqual({ queued: 0, users: 0, disabled: true })
    expect(await rows(`SELECT 1 FROM mail_messages`)).toEqual([])
  })
})

describe('GET /api/admin/jobs', () => {
  test('admins only', async () => {
    expect((await api.get('/api/admin/jobs', p1)).status).toBe(403)
    expect((await api.get('/api/admin/jobs')).status).toBe(401)
    expect((await api.post('/api/admin/jobs/maintenance/x/retry', {}, p1)).status).toBe(403)
  })

  test('queue counts: waiting and delayed jobs of the pdf queue (no pdf worker here)', async () => {
    const { getQueue } = await queueModule()
    const pdf = getQueue('pdf')
    const added = [
      await pdf.add('pdf.render', {}, { jobId: 'count-1' }),
      await pdf.add('pdf.render', {}, { jobId: 'count-2' }),
      await pdf.add('pdf.render', {}, { jobId: 'count-3', delay: 3_600_000 }),
    ]
    const res = await api.get('/api/admin/jobs', admin)
    expect(res.status).toBe(200)
    expect(res.body.queues.map((q: any) => q.name)).toEqual([
      'imports',
      'pdf',
      'maintenance',
      'mail',
      'inbox',
    ])
    expect(res.body.queues[1]).toEqual({
      name: 'pdf',
      waiting: 2,
      active: 0,
      failed: 0,
      delayed: 1,
      completed: 0,
      workers: [],
    })
    /* Each queue with its workers alive now, by host and process (issue #29). */
    const { hostname } = await import('node:os')
    expect(res.body.queues[2].workers).toEqual([
      { host: hostname(), pid: process.pid, upSeconds: expect.any(Number) },
    ])
    /* Three exports and the two úhrady lists, which the imports worker reads too (issue #20). */
    expect(res.body.queues[0]).toMatchObject({ name: 'imports', completed: 5, failed: 0 })
    expect(res.body.queues[2].completed).toBeGreaterThanOrEqual(13)
    for (const job of added) await job.remove()
  })

  test('the schedulers with their next run and last result', async () => {
    const res = await api.get('/api/admin/jobs', admin)
    const schedulers = res.body.schedulers
    expect(schedulers.map((s: any) => [s.id, s.job, s.pattern])).toEqual([
      ['pool-nightly-matching', 'pool.match_all', '0 2 * * *'],
      ['exports-purge-uploads', 'exports.purge_uploads', '30 3 * * *'],
      ['pdf-purge-documents', 'pdf.purge_documents', '45 3 * * *'],
      ['tasks-export-staleness', 'tasks.create_stale_export_tasks', '0 1 * * *'],
      ['uhrady-valid-from', 'operations.schedule_uhrady_changes', '15 0 * * *'],
      ['tasks-due-today', 'tasks.notify_due_today', '0 6 * * *'],
      ['notifications-purge', 'notifications.purge', '50 3 * * *'],
      // EXPORT_INBOX_CRON of vitest.config.ts; every minute by default.
      ['inbox-scan', 'inbox.scan', '0 0 1 1 *'],
      ['mail-morning-digest', 'mail.morning_digest', '5 6 * * *'],
      ['audit-purge', 'audit.purge', '55 3 * * *'],
      ['mail-purge', 'mail.purge', '0 4 * * *'],
    ])
    for (const s of schedulers) {
      expect(Date.parse(s.next)).toBeGreaterThan(Date.now())
      expect(s.lastRun).toMatchObject({ status: 'completed', at: expect.any(String) })
    }
    const byJob = Object.fromEntries(schedulers.map((s: any) => [s.job, s.lastRun]))
    expect(byJob['pool.match_all'].result).toEqual({ matched: 0 })
    expect(byJob['pdf.purge_documents'].result).toEqual({ purged: 0 })
    expect(byJob['tasks.create_stale_export_tasks'].result).toEqual({ created: 0, branches: [] })
    const runs = await rows(`SELECT job, status FROM job_runs WHERE job = 'pool.match_all'`)
    expect(runs).toEqual([
      { job: 'pool.match_all', status: 'completed' },
      { job: 'pool.match_all', status: 'completed' },
    ])
    // Per-branch generation jobs are not scheduled jobs: they leave no run rows.
    expect(await rows(`SELECT 1 FROM job_runs WHERE job LIKE 'pricelists.%'`)).toEqual([])
  })

  test('a failed job is listed with its error and can be retried', async () => {
    const { getQueue, getQueueEvents } = await queueModule()
    const queue = getQueue('maintenance')
    const broken = await queue.add(
      'pricelists.generate_uhrady_changes',
      { listId: 'x' },
      { jobId: 'broken-1' }
    )
    await expect(
      broken.waitUntilFinished(await getQueueEvents('maintenance'), 30_000)
    ).rejects.toThrow('listId, firma and pharmacyCode are required')

    const res = await api.get('/api/admin/jobs', admin)
    expect(res.body.queues[2].failed).toBe(1)
    expect(res.body.failed).toEqual([
      {
        queue: 'maintenance',
        id: 'broken-1',
        name: 'pricelists.generate_uhrady_changes',
        failedReason: 'listId, firma and pharmacyCode are required',
        failedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        attemptsMade: 1,
      },
    ])
    const failedAt = res.body.failed[0].failedAt

    const retry = await api.post('/api/admin/jobs/maintenance/broken-1/retry', {}, admin)
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual({ ok: true })
    /* The retry is one row of the audit trail (issue #18). */
    const { default: db } = await import('@adonisjs/lucid/services/db')
    expect(
      await db
        .from('audit_log')
        .where('action', 'operations.retry_job')
        .select('entity_id', 'after')
    ).toEqual([
      { entity_id: 'maintenance:broken-1', after: { job: 'pricelists.generate_uhrady_changes' } },
    ])
    // It ran again (and, its payload still broken, failed again with a fresh attempt count).
    await until(async () => {
      const job = await queue.getJob('broken-1')
      if (!job?.finishedOn || new Date(job.finishedOn).toISOString() <= failedAt) return false
      return (await job.getState()) === 'failed'
    })
    expect((await queue.getJob('broken-1'))!.attemptsMade).toBe(1)
  })

  test('a scheduled job that fails shows its error as the last run; retried, it succeeds', async () => {
    const db = await database()
    const { getQueue } = await queueModule()
    // The PDF store is briefly unavailable (table renamed), so the purge fails.
    await db.rawQuery('ALTER TABLE generated_pdfs RENAME TO generated_pdfs_away')
    try {
      await expect(run('pdf.purge_documents')).rejects.toThrow('generated_pdfs')
    } finally {
      await db.rawQuery('ALTER TABLE generated_pdfs_away RENAME TO generated_pdfs')
    }
    const id = `run-${runCount}`
    const res = await api.get('/api/admin/jobs', admin)
    const purge = res.body.schedulers.find((s: any) => s.job === 'pdf.purge_documents')
    expect(purge.lastRun).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('generated_pdfs'),
    })
    expect(res.body.failed[0]).toMatchObject({
      queue: 'maintenance',
      id,
      name: 'pdf.purge_documents',
    })

    expect((await api.post(`/api/admin/jobs/maintenance/${id}/retry`, {}, admin)).body).toEqual({
      ok: true,
    })
    await until(async () => (await getQueue('maintenance').getJob(id))?.returnvalue !== null)
    expect((await getQueue('maintenance').getJob(id))!.returnvalue).toEqual({ purged: 0 })
    const after = await api.get('/api/admin/jobs', admin)
    expect(after.body.failed.map((f: any) => f.id)).not.toContain(id)
    expect(
      after.body.schedulers.find((s: any) => s.job === 'pdf.purge_documents').lastRun
    ).toMatchObject({
      status: 'completed',
      result: { purged: 0 },
    })
  })

  test('retry: 404 for an unknown queue or job, 409 for a job that has not failed', async () => {
    const unknownQueue = await api.post('/api/admin/jobs/nope/broken-1/retry', {}, admin)
    expect(unknownQueue.status).toBe(404)
    expect(unknownQueue.body).toEqual({
      requestId: expect.any(String),
      code: 'NOT_FOUND',
      message: 'Fronta nenalezena.',
    })
    const unknownJob = await api.post('/api/admin/jobs/maintenance/nope/retry', {}, admin)
    expect(unknownJob.status).toBe(404)
    expect(unknownJob.body.message).toBe('Úloha nenalezena.')
    const completed = await api.post('/api/admin/jobs/maintenance/run-1/retry', {}, admin)
    expect(completed.status).toBe(409)
    expect(completed.body).toEqual({
      requestId: expect.any(String),
      code: 'JOB_NOT_FAILED',
      message: 'Znovu spustit lze jen selhanou úlohu.',
    })
    // A scheduler's next job has `:` in its id; the encoded path reaches it (delayed: 409).
    const { getQueue } = await queueModule()
    const [next] = await getQueue('maintenance').getDelayed()
    expect(next.id).toContain(':')
    const scheduled = await api.post(
      `/api/admin/jobs/maintenance/${encodeURIComponent(next.id!)}/retry`,
      {},
      admin
    )
    expect(scheduled.status).toBe(409)
  })
})
