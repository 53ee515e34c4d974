import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'

/*
| The hostile-input checks of issue #8, for the routes of issues #18 and #22: wrong types,
| SQL-meta and script characters, NUL bytes, huge values and path tricks in the sign-in's
| second step, the password and two-factor routes, the sign-ins and the audit filters. Every
| answer is a 4xx with a Czech message (422 with field errors), never a 500, and nothing
| hostile is executed or stored.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let user: string

const HOSTILE = [
  "x' OR '1'='1",
  "'; DROP TABLE audit_log; --",
  '<script>window.__xss=1</script>',
  '../../etc/passwd',
  '%00%27',
  '${7*7}{{7*7}}',
  'ž'.repeat(300),
]
const WRONG_TYPES = [null, 12345, true, [], {}, ['123456'], { $ne: null }]

function expectRefused(res: { status: number; body: any }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400)
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500)
  expect(typeof res.body?.message, what).toBe('string')
  expect(res.body.message, what).not.toMatch(/\b(the|must|field|value|invalid|required)\b/i)
  if (res.status === 422 && res.body.errors) {
    for (const error of res.body.errors) {
      expect(error.message, what).not.toMatch(/\b(the|must|field|value|invalid|required)\b/i)
    }
  }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [user],
  } = await signInStaff(api, ['1']))
})
afterAll(async () => ctx?.close())

describe('bodies of the new routes', () => {
  test('wrong types and hostile strings in every field are refused in Czech, never 500', async () => {
    const { default: User } = await import('#users/models/user')
    const p1 = await User.findByOrFail('email', 'p1@lemon.cz')
    const routes: [string, string, string, string[]][] = [
      ['POST', '/api/auth/login/2fa', '', ['challenge', 'code']],
      ['POST', '/api/users/me/password', user, ['currentPassword', 'newPassword']],
      ['POST', '/api/users/me/2fa/confirm', user, ['code']],
      ['POST', '/api/users/me/2fa/disable', user, ['password']],
      ['POST', `/api/admin/users/${p1.id}/password`, admin, ['password', 'mustChangePassword']],
    ]
    for (const [method, path, token, fields] of routes) {
      for (const field of fields) {
        for (const value of [...WRONG_TYPES, ...HOSTILE]) {
          const body = Object.fromEntries(fields.map((f) => [f, f === field ? value : 'x']))
          const res = await api.call(method, path, { token: token || undefined, body })
          expectRefused(res, `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`)
        }
      }
      expectRefused(
        await api.call(method, path, { token: token || undefined, raw: '{"code":' }),
        path
      )
    }
    /* Nothing above changed the user's password: the original still signs in. */
    expect(
      (await api.post('/api/auth/login', { email: 'p1@lemon.cz', password: 'heslo1234' })).status
    ).toBe(200)
  })

  test('a new password of 128 characters is taken, of 129 refused; a NUL byte is refused', async () => {
    const { default: User } = await import('#users/models/user')
    const p1 = await User.findByOrFail('email', 'p1@lemon.cz')
    const long = `Zk${'x7'.repeat(63)}`
    expect(long).toHaveLength(128)
    const ok = await api.post(
      `/api/admin/users/${p1.id}/password`,
      { password: long, mustChangePassword: false },
      admin
    )
    expect(ok.status).toBe(200)
    const tooLong = await api.post(
      `/api/admin/users/${p1.id}/password`,
      { password: `${long}y` },
      admin
    )
    expect(tooLong.status).toBe(422)
    const nul = await api.post(
      `/api/admin/users/${p1.id}/password`,
      { password: 'Dlouhe\u0000heslo-1' },
      admin
    )
    expectRefused(nul, 'NUL')
    expect(
      (await api.post('/api/auth/login', { email: 'p1@lemon.cz', password: long })).status
    ).toBe(200)
    await api.post(
      `/api/admin/users/${p1.id}/password`,
      { password: 'heslo1234', mustChangePassword: false },
      admin
    )
    /* Setting a password ended the user's sessions: sign in again for the next tests. */
    user = await api.login('p1@lemon.cz', 'heslo1234')
  })
})

describe('path segments and query strings', () => {
  test('hostile session and user ids are 404, never 500', async () => {
    for (const id of [
      ...HOSTILE,
      '1 OR 1=1',
      '-1',
      '1e3',
      '9'.repeat(40),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const segment = encodeURIComponent(id)
      const own = await api.del(`/api/users/me/sessions/${segment}`, user)
      expect(own.status, `session ${id}`).toBe(404)
      const theirs = await api.del(`/api/admin/users/${segment}/sessions`, admin)
      expect(theirs.status, `user ${id}`).toBe(404)
      const password = await api.post(
        `/api/admin/users/${segment}/password`,
        { password: 'Dlouhe-heslo-99' },
        admin
      )
      expect(password.status, `user ${id}`).toBe(404)
    }
  })

  test('audit filters take hostile text literally; malformed values are 422', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const before = Number((await db.from('audit_log').count('* as n'))[0].n)
    for (const value of HOSTILE.slice(0, 6)) {
      for (const key of ['actor', 'entityId', 'pharmacyCode', 'firma']) {
        const res = await api.get(`/api/admin/audit?${key}=${encodeURIComponent(value)}`, admin)
        expect([200, 422], `${key}=${value}: ${JSON.stringify(res.body)}`).toContain(res.status)
        if (res.status === 200) expect(res.body).toEqual([])
        else expectRefused(res, `${key}=${value}`)
      }
      const res = await api.get(`/api/admin/audit?action=${encodeURIComponent(value)}`, admin)
      expectRefused(res, `action=${value}`)
      const exported = await fetch(
        `${ctx.baseUrl}/api/admin/audit/export?from=${encodeURIComponent(value)}`,
        { headers: { authorization: `Bearer ${admin}` } }
      )
      expect(exported.status).toBe(422)
    }
    for (const query of [
      'page=1e99',
      'limit=1.5',
      'from[]=2026-01-01',
      'actor[$ne]=x',
      'to=2026-13-01',
    ]) {
      expectRefused(await api.get(`/api/admin/audit?${query}`, admin), query)
    }
    /* Nothing was dropped or rewritten. */
    expect(Number((await db.from('audit_log').count('* as n'))[0].n)).toBeGreaterThanOrEqual(before)
  })
})

/*
| Issue #27: the sign-in e-mail is checked before anything is stored, and hostile values in the
| password fields of the two-factor routes are wrong passwords like any other: counted with the
| account's failed sign-ins until the lockout, never a 500.
*/
describe('hostile sign-in e-mails and password fields (issue #27)', () => {
  test('a hostile e-mail is 422 in Czech and leaves no audit row', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const before = Number((await db.from('audit_log').count('* as n'))[0].n)
    for (const email of [
      ...HOSTILE,
      'p1\u000B@lemon.cz',
      '"p1\r\nBcc: x@evil.test"@lemon.cz',
      'p1@lemon.cz\u0000',
      `${'a'.repeat(250)}@lemon.cz`,
    ]) {
      const res = await api.post('/api/auth/login', { email, password: 'heslo1234' })
      expect(res.status, JSON.stringify(email)).toBe(422)
      expectRefused(res, JSON.stringify(email))
    }
    expect(Number((await db.from('audit_log').count('* as n'))[0].n)).toBe(before)
  })

  test('hostile passwords at the two-factor routes are counted until 429, never 500', async () => {
    const { createUser } = await import('../helpers/users.js')
    await createUser({
      username: 'hostile2fa',
      email: 'hostile2fa@lemon.cz',
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: '1',
    })
    const token = await api.login('hostile2fa@lemon.cz', 'heslo1234')
    const statuses: number[] = []
    for (const value of [...WRONG_TYPES, ...HOSTILE, ...HOSTILE]) {
      const res = await api.post('/api/users/me/2fa', { password: value }, token)
      expectRefused(res, `password=${JSON.stringify(value)?.slice(0, 40)}`)
      statuses.push(res.status)
    }
    expect(statuses).toContain(429)
    expect(
      (await api.post('/api/auth/login', { email: 'hostile2fa@lemon.cz', password: 'heslo1234' }))
        .status
    ).toBe(429)
  })
})
