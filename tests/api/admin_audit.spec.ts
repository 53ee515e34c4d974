import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { cli } from '../helpers/cli.js'

/*
| /admin/audit (issue #18): the trail server-paged, newest first, filtered by user, action,
| entity, branch and Prague days; its Excel export; the CLI `audit:export --from --to`.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let p1: string
const dir = mkdtempSync(join(tmpdir(), 'admin-audit-'))

const db = async () => (await import('@adonisjs/lucid/services/db')).default

async function page(query: string, token = admin) {
  const res = await api.get(`/api/admin/audit${query ? `?${query}` : ''}`, token)
  return { ...res, total: Number(res.headers.get('x-total-count')) }
}

async function download(query: string) {
  const res = await fetch(`${ctx.baseUrl}/api/admin/audit/export?${query}`, {
    headers: { authorization: `Bearer ${admin}` },
  })
  const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' })
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 })
  return { res, rows }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [p1],
  } = await signInStaff(api, ['1', '2']))
  /* A known history: two old rows on fixed Prague days, then what the requests below write. */
  const client = await db()
  await client.table('audit_log').multiInsert([
    {
      actor_kind: 'user',
      actor_email: 'stara@lemon.cz',
      action: 'tasks.create',
      entity: 'task',
      entity_id: '77',
      created_at: '2026-03-01T22:30:00Z', // 1 March 23:30 in Prague
    },
    {
      actor_kind: 'user',
      actor_email: 'stara@lemon.cz',
      action: 'tasks.archive',
      entity: 'task',
      entity_id: '77',
      created_at: '2026-03-01T23:30:00Z', // 2 March 0:30 in Prague
    },
  ])
  await api.patch('/api/users/me', { phone: '606 000 111' }, p1)
  await api.get('/api/lezaky/LEMON/2', p1)
})
afterAll(async () => ctx?.close())

describe('GET /api/admin/audit', () => {
  test('pages newest first with the total in X-Total-Count; rows say who, what and the change', async () => {
    const all = await page('')
    expect(all.status).toBe(200)
    expect(all.headers.get('cache-control')).toContain('no-store')
    expect(all.total).toBe(all.body.length)
    const times = all.body.map((r: any) => Date.parse(r.createdAt))
    expect([...times].sort((x, y) => y - x)).toEqual(times)
    const profile = all.body.find((r: any) => r.action === 'users.profile_update')
    expect(profile).toMatchObject({
      actor: { kind: 'user', email: 'p1@lemon.cz', id: expect.any(Number) },
      actionLabel: 'Úprava vlastního profilu',
      entity: 'user',
      ip: '127.0.0.1',
      requestId: expect.any(String),
      before: { phone: null },
      after: { phone: '606 000 111' },
    })

    const first = await page('limit=2&page=1')
    const second = await page('limit=2&page=2')
    expect(first.body).toHaveLength(2)
    expect(first.total).toBe(all.total)
    expect(second.body.map((r: any) => r.id)).toEqual(all.body.slice(2, 4).map((r: any) => r.id))
    const oldest = await page('limit=1&dir=asc')
    expect(oldest.body[0].action).toBe('tasks.create')
  })

  test('filters: user, action (or a whole domain), entity and id, branch, Prague days', async () => {
    const byUser = await page('actor=P1@lemon')
    expect(byUser.body.length).toBeGreaterThan(0)
    expect(byUser.body.every((r: any) => r.actor.email === 'p1@lemon.cz')).toBe(true)
    const userId = byUser.body[0].actor.id
    expect((await page(`actorId=${userId}`)).total).toBe(byUser.total)

    expect((await page('action=tasks.archive')).body.map((r: any) => r.action)).toEqual([
      'tasks.archive',
    ])
    expect((await page('action=tasks.')).total).toBe(2)
    expect((await page('entity=task&entityId=77')).total).toBe(2)
    /* Branch 2: its user's account was created and signed in; branch 1's user reached for its data. */
    const branch2 = await page('firma=LEMON&pharmacyCode=002')
    expect(branch2.body.map((r: any) => r.action)).toEqual([
      'access.foreign_branch',
      'auth.login',
      'users.create',
    ])

    expect((await page('from=2026-03-01&to=2026-03-01')).body.map((r: any) => r.action)).toEqual([
      'tasks.create',
    ])
    expect((await page('from=2026-03-02&to=2026-03-02')).body.map((r: any) => r.action)).toEqual([
      'tasks.archive',
    ])
    expect((await page('actor=nikdo')).body).toEqual([])
    expect((await page('actor=%25_')).body).toEqual([])
  })

  test('a bad filter is 422 in Czech, never 500', async () => {
    for (const query of [
      'from=2026-02-31',
      'from=2026-03-05&to=2026-03-01',
      'to=včera',
      'limit=0',
      'limit=501',
      'page=-1',
      'dir=sideways',
      'action=drop table',
      'actorId=abc',
    ]) {
      const res = await page(query)
      expect(res.status, query).toBe(422)
      expect(res.body.message, query).toMatch(/[ěščřžýáíéůú]|Pole|Datum/)
    }
  })

  test('the filters offer every action and record kind by its Czech name', async () => {
    const res = await api.get('/api/admin/audit/options', admin)
    expect(res.status).toBe(200)
    expect(res.body.actions).toContainEqual({
      value: 'users.role_change',
      label: 'Změna role uživatele',
    })
    expect(res.body.entities).toContainEqual({ value: 'pool_item', label: 'Položka poolu' })
    const labels = res.body.actions.map((a: { label: string }) => a.label)
    expect([...labels].sort((x, y) => x.localeCompare(y, 'cs'))).toEqual(labels)
  })

  test('only an admin sees it', async () => {
    expect((await page('', p1)).status).toBe(403)
    expect((await api.get('/api/admin/audit')).status).toBe(401)
  })
})

describe('GET /api/admin/audit/export', () => {
  test("the filtered trail as an xlsx with the screen's columns, newest first", async () => {
    const { res, rows } = await download('entity=task')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toContain('auditni-zaznam.xlsx')
    expect(rows[0]).toEqual([
      'Čas (Praha)',
      'Uživatel',
      'Kdo',
      'IP adresa',
      'Akce',
      'Kód akce',
      'Záznam',
      'ID záznamu',
      'Firma',
      'Pobočka',
      'Před',
      'Po',
      'ID požadavku',
    ])
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5], r[7]])).toEqual([
      [
        '2026-03-02 00:30:00',
        'stara@lemon.cz',
        'uživatel',
        'Archivace úkolu',
        'tasks.archive',
        '77',
      ],
      ['2026-03-01 23:30:00', 'stara@lemon.cz', 'uživatel', 'Založení úkolu', 'tasks.create', '77'],
    ])
  })
})

describe('npm run cli -- audit:export', () => {
  test("writes the period's rows to the file; a bad period exits 1 and writes nothing", async () => {
    const out = join(dir, 'brezen.xlsx')
    const res = await cli(
      'audit:export',
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-31',
      '--out',
      out
    )
    expect(res.code, res.stderr).toBe(0)
    expect(res.stdout).toContain(`Auditní záznam 2026-03-01 – 2026-03-31: 2 záznamů → ${out}`)
    const book = XLSX.read(readFileSync(out), { type: 'buffer' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 })
    expect(rows.slice(1).map((r) => r[5])).toEqual(['tasks.archive', 'tasks.create'])

    const bad = await cli(
      'audit:export',
      '--from',
      '2026-03-31',
      '--to',
      '2026-03-01',
      '--out',
      join(dir, 'x.xlsx')
    )
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Datum „od“ musí být nejpozději datum „do“.')
    const missing = await cli('audit:export', '--from', '2026-03-01')
    expect(missing.code).toBe(1)
  })
})
