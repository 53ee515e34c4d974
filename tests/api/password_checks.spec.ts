import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { auditRows } from '../helpers/audit.js'

/*
| Issue #27, findings 5 and 6: every password check (the sign-in, the password change, the
| start of a two-factor enrolment, turning two-factor sign-in off) counts wrong passwords
| against the one limit of the account, and its lockout holds for all of them. Enrolling or
| turning off two-factor sign-in asks for the password and ends every other session of the
| user; with ADMIN_2FA=required an admin's first enrolment happens only right after a
| password sign-in.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const PASSWORD = 'heslo1234'
const TOO_MANY = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'

const step = () => Math.floor(Date.now() / 30_000)
const codeOf = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at * 30_000 })

const login = (email: string, password = PASSWORD) =>
  api.post('/api/auth/login', { email, password })
const me = (token: string) => api.get('/api/protected/me', token)

async function signIn(email: string) {
  const res = await login(email)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.token as string
}

async function enrol(token: string) {
  const start = await api.post('/api/users/me/2fa', { password: PASSWORD }, token)
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const used = step()
  const confirm = await api.post(
    '/api/users/me/2fa/confirm',
    { code: codeOf(start.body.secret, used) },
    token
  )
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200)
  return { secret: start.body.secret as string, used }
}

async function user(name: string, role: 'user' | 'admin' = 'user') {
  await createUser({
    username: name,
    email: `${name}@lemon.cz`,
    password: PASSWORD,
    role,
    ...(role === 'user' ? { pharmacyCode: '3' } : {}),
  })
  return `${name}@lemon.cz`
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
})
afterAll(async () => ctx?.close())

describe('turning two-factor sign-in off is no password oracle', () => {
  test('10 wrong passwords, then 429 even with the right one, and the sign-in is locked too', async () => {
    const email = await user('orakl')
    const token = await signIn(email)
    const { secret, used } = await enrol(token)
    for (let i = 0; i < 10; i++) {
      const wrong = await api.post('/api/users/me/2fa/disable', { password: `spatne${i}` }, token)
      expect(wrong.status, `attempt ${i + 1}`).toBe(422)
      expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Heslo není správné.' }])
    }
    const locked = await api.post('/api/users/me/2fa/disable', { password: PASSWORD }, token)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe(TOO_MANY)
    /* The same lockout holds at the sign-in and the password change. */
    expect((await login(email)).status).toBe(429)
    const change = await api.post(
      '/api/users/me/password',
      { currentPassword: PASSWORD, newPassword: 'Modry-konik-na-louce' },
      token
    )
    expect(change.status).toBe(429)
    /* Still on: the 11th try did not turn it off. */
    expect((await me(token)).body.twoFactorEnabled).toBe(true)
    expect(codeOf(secret, used)).toMatch(/^\d{6}$/)

    const failed = await auditRows({ action: 'auth.password_failed', actor_email: email })
    expect(failed).toHaveLength(10)
    expect(failed[0].after).toEqual({ purpose: '2fa_disable' })
    expect(await auditRows({ action: 'auth.lockout' })).toEqual([
      expect.objectContaining({ after: { scope: 'email', key: email } }),
    ])
  })

  test('wrong passwords anywhere add up: sign-in, password change, enrolment, turning off', async () => {
    const email = await user('soucet')
    const token = await signIn(email)
    for (let i = 0; i < 3; i++) expect((await login(email, `spatne${i}`)).status).toBe(401)
    for (let i = 0; i < 3; i++) {
      const res = await api.post(
        '/api/users/me/password',
        { currentPassword: `spatne${i}`, newPassword: 'Modry-konik-na-louce' },
        token
      )
      expect(res.status).toBe(422)
    }
    for (let i = 0; i < 4; i++) {
      const res = await api.post('/api/users/me/2fa', { password: `spatne${i}` }, token)
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([{ field: 'password', message: 'Heslo není správné.' }])
    }
    /* Ten wrong in all: the right password is refused everywhere for the window. */
    expect((await api.post('/api/users/me/2fa', { password: PASSWORD }, token)).status).toBe(429)
    expect((await login(email)).status).toBe(429)
  })

  test('a right password clears the count, as a sign-in does', async () => {
    const email = await user('smazani')
    const token = await signIn(email)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        const res = await api.post('/api/users/me/2fa', { password: 'spatne' }, token)
        expect(res.status).toBe(422)
      }
      expect((await login(email)).status).toBe(200)
    }
  })
})

describe('enrolling and turning off ask for the password and end the other sessions', () => {
  test('a session opened before the enrolment ends with it; the enrolling one stays', async () => {
    const email = await user('relace')
    const before = await signIn(email)
    const here = await signIn(email)
    expect((await api.post('/api/users/me/2fa', {}, here)).status).toBe(422)
    expect((await api.post('/api/users/me/2fa', undefined, here)).status).toBe(422)
    await enrol(here)
    expect((await me(before)).status).toBe(401)
    expect((await me(here)).status).toBe(200)
    const [enabled] = await auditRows({ action: 'users.2fa_enable', actor_email: email })
    expect(enabled.after).toMatchObject({ recoveryCodeCount: 10, endedSessions: 1 })
  })

  test('turning it off ends the other sessions too; it is 409 when it is not on', async () => {
    const email = await user('vypnuti')
    const here = await signIn(email)
    const { secret, used } = await enrol(here)
    const challenge = (await login(email)).body.challenge
    const other = await api.post('/api/auth/login/2fa', {
      challenge,
      code: codeOf(secret, used + 1),
    })
    expect(other.status).toBe(200)
    expect((await me(other.body.token)).status).toBe(200)

    expect((await api.post('/api/users/me/2fa/disable', {}, here)).status).toBe(422)
    const off = await api.post('/api/users/me/2fa/disable', { password: PASSWORD }, here)
    expect(off.status).toBe(200)
    expect(off.body.twoFactorEnabled).toBe(false)
    expect((await me(other.body.token)).status).toBe(401)
    expect((await me(here)).status).toBe(200)
    const [disabled] = await auditRows({ action: 'users.2fa_disable', actor_email: email })
    expect(disabled.after).toMatchObject({ twoFactorEnabled: false, endedSessions: 1 })

    const again = await api.post('/api/users/me/2fa/disable', { password: PASSWORD }, here)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Dvoufázové ověření nemáte zapnuté.')
  })
})

describe('ADMIN_2FA=required: the first enrolment only right after a password sign-in', () => {
  test('an older session cannot choose the phone; a fresh sign-in can, and it is audited', async () => {
    const { security } = await import('#config/security')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { decodeJwt } = await import('jose')
    security.admin2fa = 'required'
    try {
      const email = await user('novyspravce', 'admin')
      const old = await signIn(email)
      expect((await me(old)).body.mustEnrolTwoFactor).toBe(true)
      /* A session from before the window: a stolen token, or a tab left open. */
      await db
        .from('user_sessions')
        .where('id', decodeJwt(old).sid as string)
        .update({ created_at: db.knexRawQuery(`now() - interval '16 minutes'`) })
      const late = await api.post('/api/users/me/2fa', { password: PASSWORD }, old)
      expect(late.status).toBe(403)
      expect(late.body).toMatchObject({
        code: 'SIGN_IN_AGAIN',
        message:
          'Dvoufázové ověření si nastavte hned po přihlášení heslem. Odhlaste se a přihlaste se znovu.',
      })
      /* Without the password not even a fresh session can. */
      const fresh = await signIn(email)
      const noPassword = await api.post('/api/users/me/2fa', { password: 'spatne' }, fresh)
      expect(noPassword.status).toBe(422)

      await enrol(fresh)
      expect((await me(fresh)).body.mustEnrolTwoFactor).toBe(false)
      expect((await api.get('/api/admin/users', fresh)).status).toBe(200)
      expect((await me(old)).status).toBe(401)
      const [row] = await auditRows({ action: 'users.2fa_enable', actor_email: email })
      expect(row.after).toMatchObject({
        requiredForAdmin: true,
        session: decodeJwt(fresh).sid,
        endedSessions: 1,
      })
    } finally {
      security.admin2fa = 'optional'
    }
  })
})
