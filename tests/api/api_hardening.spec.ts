import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { promisify } from 'node:util'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, resetState, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser, signInStaff } from '../helpers/users.js'
import { uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'
import { sparePort, startServerProcess, type AppProcess } from '../helpers/app_process.js'
import { auditRows } from '../helpers/audit.js'

/*
| The API's edges of issue #22: X-Forwarded-For believed only from TRUSTED_PROXIES;
| Cache-Control: no-store on every /api answer; the last ACTIVE admin on every path; the
| admin's pool-item edit within the product's bounds; another branch's ids answer 404.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const dir = mkdtempSync(join(tmpdir(), 'api-edges-'))

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
})
afterAll(async () => ctx?.close())

const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}` })

describe('X-Forwarded-For and TRUSTED_PROXIES', () => {
  test('without trusted proxies a changed X-Forwarded-For per request still meets the per-IP limit', async () => {
    await resetState()
    const statuses: number[] = []
    for (let i = 0; i < 65; i++) {
      const res = await api.call('POST', '/api/auth/register', {
        body: { username: `spam${i}`, email: `spam${i}@lemon.cz`, password: 'Dlouhe-heslo-77' },
        headers: spoofed(i),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true)
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429])
    /* The trail names the socket's address, not the one a client claims. */
    const [registered] = await auditRows({ action: 'auth.register' })
    expect(registered.ip).toBe('127.0.0.1')
    expect(await auditRows({ action: 'auth.lockout' })).toEqual([
      expect.objectContaining({ after: { scope: 'ip', key: '127.0.0.1' } }),
    ])
  })

  describe('behind a load balancer (TRUSTED_PROXIES=127.0.0.1/32)', () => {
    let server: AppProcess
    beforeAll(async () => {
      await resetState()
      server = await startServerProcess(
        { TRUSTED_PROXIES: '127.0.0.1/32, 10.0.0.0/8', LOG_LEVEL: 'warn' },
        sparePort(7)
      )
    })
    afterAll(async () => server?.stop())

    test('the client address the balancer forwards is the one limited and audited', async () => {
      const remote = apiClient(server.baseUrl)
      const statuses: number[] = []
      for (let i = 0; i < 62; i++) {
        const res = await remote.call('POST', '/api/auth/login', {
          body: { email: `nikdo${i}@lemon.cz`, password: 'x' },
          headers: { 'x-forwarded-for': i < 61 ? '203.0.113.9' : '203.0.113.10' },
        })
        statuses.push(res.status)
      }
      /* 60 for one client, then 429; another client behind the same balancer is not locked. */
      expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true)
      expect(statuses[60]).toBe(429)
      expect(statuses[61]).toBe(401)
      const failed = await auditRows({ action: 'auth.login_failed' })
      expect(failed[0].ip).toBe('203.0.113.9')
      expect(failed.at(-1)!.ip).toBe('203.0.113.10')
    })
  })

  test('a TRUSTED_PROXIES that is no address or range stops the start with one line naming it', async () => {
    const run = promisify(execFile)
    const failed = await run(
      process.execPath,
      ['--import=ts-node-maintained/register/esm', '--no-warnings', 'bin/server.ts'],
      {
        env: { ...process.env, TRUSTED_PROXIES: '10.0.0.0/8, nesmysl', PORT: String(sparePort(8)) },
        timeout: 60_000,
      }
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr.trim()).toBe(
      'Chybná konfigurace prostředí: Value for environment variable "TRUSTED_PROXIES": "nesmysl" is not an IP or CIDR'
    )
  })
})

describe('Cache-Control: no-store on every /api answer', () => {
  test('a sample of every route kind, errors included', async () => {
    await resetState()
    const { admin, branches } = await signInStaff(api, ['1'])
    const [p1] = branches
    const sample: [string, string, string | undefined, unknown?][] = [
      ['public', '/api/health', undefined],
      ['login refused', '/api/auth/login', undefined, { email: 'x@lemon.cz', password: 'y' }],
      ['signed in', '/api/users/me', p1],
      ['notifications', '/api/notifications', p1],
      ['branch list', '/api/branches', p1],
      ['branch route', '/api/lezaky/LEMON/1', p1],
      ['admin', '/api/admin/users', admin],
      ['audit', '/api/admin/audit', admin],
      ['401', '/api/users/me', undefined],
      ['403', '/api/admin/users', p1],
      ['404 route', '/api/neexistuje', p1],
      ['404 id', '/api/tasks/999999', p1],
      ['422', '/api/admin/audit?limit=0', admin],
    ]
    for (const [what, path, token, body] of sample) {
      const res = body ? await api.post(path, body, token) : await api.get(path, token)
      expect(res.headers.get('cache-control'), `${what}: ${path} → ${res.status}`).toMatch(
        /no-store/
      )
    }
    /* The SPA's own files may be cached; only the API may not. */
    const spa = await fetch(`${ctx.baseUrl}/login`)
    expect(spa.headers.get('cache-control') ?? '').not.toMatch(/no-store/)
  })
})

describe('the last active admin, on every path', () => {
  test('with a deactivated admin around, the only active one can be neither demoted, deactivated nor deleted', async () => {
    await resetState()
    const boss = await createUser({
      username: 'boss',
      email: 'boss@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    const old = await createUser({
      username: 'stary',
      email: 'stary@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    const { setDeactivated } = await import('#users/services/deactivate_user')
    await setDeactivated(old.id, true)
    const token = await api.login('boss@lemon.cz', 'heslo1234')

    const demote = await api.patch(`/api/admin/users/${boss.id}`, { role: 'user' }, token)
    expect([demote.status, demote.body.message]).toEqual([
      409,
      'Poslednímu aktivnímu administrátorovi nelze odebrat roli.',
    ])
    const remove = await api.del(`/api/admin/users/${boss.id}`, token)
    expect([remove.status, remove.body.message]).toEqual([
      409,
      'Posledního aktivního administrátora nelze smazat.',
    ])
    await expect(setDeactivated(boss.id, true)).rejects.toThrow(
      'Posledního aktivního administrátora nelze deaktivovat.'
    )
    /* The CSV import goes through the same edit. */
    const { importUser } = await import('#users/services/import_user')
    await expect(
      importUser({ username: 'boss', email: 'boss@lemon.cz', role: 'user', firma: 'LEMON' })
    ).rejects.toThrow('Poslednímu aktivnímu administrátorovi nelze odebrat roli.')
    expect((await api.get('/api/admin/users', token)).status).toBe(200)

    /* The deactivated admin is no safeguard, and may itself be demoted or deleted. */
    expect((await api.patch(`/api/admin/users/${old.id}`, { role: 'user' }, token)).status).toBe(
      200
    )
    expect((await api.del(`/api/admin/users/${old.id}`, token)).status).toBe(204)
  })
})

describe('ids the caller may not see answer 404, like missing ones', () => {
  let tokens: { admin: string; branches: string[] }
  let stop: () => Promise<void>

  beforeAll(async () => {
    await resetState()
    stop = await startTestWorker('imports')
    tokens = await signInStaff(api, ['1', '2', '3'])
    const data = transferExports()
    await uploadAndProcess(ctx, api, { code: '1', token: tokens.branches[0] }, data.a, dir)
    await uploadAndProcess(ctx, api, { code: '2', token: tokens.branches[1] }, data.b, dir)
    await until(async () => {
      const pool = (await api.get('/api/pool/LEMON/1', tokens.branches[0])).body
      return pool.filter((i: any) => i.stav === 'rezervováno').length === 2
    })
  })
  afterAll(async () => stop?.())

  test("another branch's pool items, převodky and tasks, through the caller's own branch path", async () => {
    const [a, b, c] = tokens.branches
    const items = (await api.get('/api/pool/LEMON/1', a)).body
    const [first, second] = items.map((i: any) => i.id)
    /* C names its own branch and A's item: as if the item did not exist. */
    for (const [action, body] of [
      ['confirm', { ids: [first] }],
      ['reject', { id: first }],
      ['markPicked', { id: first }],
      ['markReceived', { id: first }],
    ] as const) {
      const foreign = await api.post(`/api/transfers/${action}/LEMON/3`, body, c)
      const missing = await api.post(
        `/api/transfers/${action}/LEMON/3`,
        action === 'confirm' ? { ids: ['999999'] } : { id: '999999' },
        c
      )
      expect([foreign.status, foreign.body.message], action).toEqual([404, 'Položka nenalezena.'])
      expect([missing.status, missing.body.message], action).toEqual([404, 'Položka nenalezena.'])
    }
    /* B, the target, sends it on its way; C cannot see or receive the převodka. */
    expect(
      (await api.post('/api/transfers/confirm/LEMON/2', { ids: [first, second] }, b)).status
    ).toBe(200)
    expect(
      (await api.post('/api/transfers/markPicked/LEMON/1', { ids: [first, second] }, a)).status
    ).toBe(200)
    const sent = await api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: '2' }, a)
    const code = sent.body.prevodkaId
    expect((await api.get(`/api/transfers/detail/${code}`, c)).status).toBe(404)
    const receive = await api.post(
      '/api/transfers/receive/LEMON/3',
      { prevodkaId: code, receivedItems: [] },
      c
    )
    expect([receive.status, receive.body.message]).toEqual([404, 'Převodka nenalezena.'])
    /* The source sees it, but only the target receives it: that stays a 403. */
    expect(
      (await api.post('/api/transfers/receive/LEMON/1', { prevodkaId: code, receivedItems: [] }, a))
        .status
    ).toBe(403)

    const task = await api.post(
      '/api/tasks',
      { title: 'Jen pro dvojku', pharmacyCodes: ['2'] },
      tokens.admin
    )
    for (const res of [
      await api.get(`/api/tasks/${task.body.id}`, c),
      await api.call('PUT', `/api/tasks/${task.body.id}/complete`, {
        token: c,
        body: { done: true },
      }),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Úkol nenalezen.'])
    }
  })
})

describe("the admin's pool-item edit validates like the rest of the product", () => {
  test('quantities and prices within bounds, 3 decimals, branches that exist: else 422 in Czech', async () => {
    await resetState()
    await createBranch('1')
    await createBranch('2')
    const admin = (await signInStaff(api, [])).admin
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const [{ id }] = await db
      .table('pool_items')
      .insert({
        firma: 'LEMON',
        pharmacy_code: '1',
        pdk: 'A1',
        nazev: 'PARALEN',
        mnozstvi: 5,
        stav: 'aktivní',
      })
      .returning('id')
    const base = { PDK: 'A1', Název: 'PARALEN', Množství: 5, pharmacyCode: '1', stav: 'aktivní' }
    const put = async (changes: Record<string, unknown>) => {
      const { version } = await db.from('pool_items').where('id', id).first()
      return api.call('PUT', `/api/poolitems/${id}`, {
        token: admin,
        body: { ...base, version, ...changes },
      })
    }
    const refused: [Record<string, unknown>, string][] = [
      [{ Množství: 1e15 }, 'Množství musí být kladné a nejvýše 1 000 000.'],
      [{ Množství: 1.23456 }, 'Množství smí mít nejvýše 3 desetinná místa.'],
      [{ NCSD: 1e20 }, 'NCSD musí být od 0 do 1 000 000 Kč.'],
      [{ NCSD: 12.34567 }, 'NCSD smí mít nejvýše 4 desetinná místa.'],
      [{ pharmacyCode: '99' }, 'Pobočka 99 ve firmě LEMON neexistuje.'],
      [{ targetPharmacyCode: '0042' }, 'Pobočka 42 ve firmě LEMON neexistuje.'],
      [{ targetPharmacyCode: '1' }, 'Cílová pobočka musí být jiná než zdrojová.'],
      [{ Množství: 0 }, 'Množství musí být kladné číslo.'],
    ]
    for (const [changes, message] of refused) {
      const res = await put(changes)
      expect([res.status, res.body.message], JSON.stringify(changes)).toEqual([422, message])
    }
    const row = await db.from('pool_items').where('id', id).first()
    expect([Number(row.mnozstvi), row.pharmacy_code, row.target_pharmacy_code]).toEqual([
      5,
      '1',
      null,
    ])

    const ok = await put({ Množství: 1.125, NCSD: 12.3456, targetPharmacyCode: '002' })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const saved = await db.from('pool_items').where('id', id).first()
    expect([Number(saved.mnozstvi), Number(saved.ncsd), saved.target_pharmacy_code]).toEqual([
      1.125,
      12.3456,
      '2',
    ])
  })
})
