import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { auditRows } from '../helpers/audit.js'
import { cli } from '../helpers/cli.js'

/*
| Two-factor sign-in (TOTP, RFC 6238; issue #18): enrolment in the profile with a QR code
| and ten recovery codes, the second step of the sign-in, replay refused, each recovery code
| once, failed codes rate-limited like passwords, ADMIN_2FA=required, users:reset-2fa.
| Codes are made with the authenticator's own algorithm for a chosen 30-second step.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const PASSWORD = 'heslo1234'

const step = () => Math.floor(Date.now() / 30_000)
const codeOf = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at * 30_000 })

async function passwordStep(email: string) {
  const res = await api.post('/api/auth/login', { email, password: PASSWORD })
  expect(res.status).toBe(200)
  return res.body as { twoFactorRequired?: boolean; challenge?: string; token?: string }
}

const codeStep = (challenge: string | undefined, code: string) =>
  api.post('/api/auth/login/2fa', { challenge, code })

/** Enrols the user (signed in with `token`) and returns the secret, codes and the step used. */
async function enrol(token: string) {
  /* Issue #27: starting an enrolment asks for the password. */
  const start = await api.post('/api/users/me/2fa', { password: PASSWORD }, token)
  expect(start.status).toBe(200)
  const used = step()
  const confirm = await api.post(
    '/api/users/me/2fa/confirm',
    { code: codeOf(start.body.secret, used) },
    token
  )
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200)
  return {
    secret: start.body.secret as string,
    codes: confirm.body.recoveryCodes as string[],
    used,
  }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  for (const [username, role] of [
    ['spravce', 'admin'],
    ['druhy', 'admin'],
    ['lekarnice', 'user'],
    ['terc', 'user'],
  ] as const) {
    await createUser({
      username,
      email: `${username}@lemon.cz`,
      password: PASSWORD,
      role,
      ...(role === 'user' ? { pharmacyCode: '5' } : {}),
    })
  }
})
afterAll(async () => ctx?.close())

describe('enrolment in the profile', () => {
  test('a QR code drawn by the server, the secret to type, then a first code turns it on', async () => {
    const token = (await passwordStep('lekarnice@lemon.cz')).token!
    /* Issue #27: starting an enrolment asks for the password. */
    const start = await api.post('/api/users/me/2fa', { password: PASSWORD }, token)
    expect(start.status).toBe(200)
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(start.body.otpauthUri).toContain(`secret=${start.body.secret}`)
    expect(start.body.otpauthUri).toContain('lekarnice%40lemon.cz')
    expect(start.body.qrSvg).toMatch(/^<svg[^>]*viewBox/)
    /* Not on yet: the sign-in still takes the password alone. */
    expect((await passwordStep('lekarnice@lemon.cz')).token).toEqual(expect.any(String))

    const wrong = await api.post('/api/users/me/2fa/confirm', { code: '000000' }, token)
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual([
      { field: 'code', message: 'Kód nesouhlasí. Opište prosím aktuální kód z aplikace.' },
    ])
    const used = step()
    const ok = await api.post(
      '/api/users/me/2fa/confirm',
      { code: codeOf(start.body.secret, used) },
      token
    )
    expect(ok.status).toBe(200)
    expect(ok.body.user.twoFactorEnabled).toBe(true)
    expect(ok.body.recoveryCodes).toHaveLength(10)
    expect(new Set(ok.body.recoveryCodes).size).toBe(10)
    for (const code of ok.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)

    /* Stored: the secret encrypted, the recovery codes hashed; never the plain values. */
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const [row] = await db.from('users').where('email', 'lekarnice@lemon.cz')
    expect(row.totp_secret).not.toContain(start.body.secret)
    const hashes = await db.from('user_recovery_codes').where('user_id', row.id)
    expect(hashes).toHaveLength(10)
    const stored = JSON.stringify(hashes)
    for (const code of ok.body.recoveryCodes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
    /* A second start while on is refused; the audit trail has the enrolment, no secret. */
    expect((await api.post('/api/users/me/2fa', undefined, token)).status).toBe(409)
    const [audit] = await auditRows({ action: 'users.2fa_enable' })
    expect(audit).toMatchObject({
      actor_email: 'lekarnice@lemon.cz',
      after: { recoveryCodeCount: 10 },
    })
    expect(JSON.stringify(audit)).not.toContain(start.body.secret)
  })
})

describe('signing in with a second step', () => {
  let secret: string
  let codes: string[]
  let used: number

  beforeAll(async () => {
    const token = (await passwordStep('druhy@lemon.cz')).token!
    ;({ secret, codes, used } = await enrol(token))
  })

  test('the password gives a challenge, not a token; the code completes the sign-in', async () => {
    const first = await passwordStep('druhy@lemon.cz')
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) })
    /* The challenge is no access token. */
    expect((await api.get('/api/protected/me', first.challenge)).status).toBe(401)
    const res = await codeStep(first.challenge, codeOf(secret, used + 1))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.user).toMatchObject({ email: 'druhy@lemon.cz', twoFactorEnabled: true })
    expect((await api.get('/api/admin/users', res.body.token)).status).toBe(200)
    const [login] = (
      await auditRows({ action: 'auth.login', actor_email: 'druhy@lemon.cz' })
    ).slice(-1)
    expect(login.after).toMatchObject({ method: 'totp' })
  })

  test('a code that was used is refused, also with a new challenge', async () => {
    const again = await codeStep(
      (await passwordStep('druhy@lemon.cz')).challenge,
      codeOf(secret, used + 1)
    )
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Tento kód už byl použit. Počkejte na další kód v aplikaci.',
    })
    /* The enrolment's own code (an earlier step) is no good either. */
    const older = await codeStep(
      (await passwordStep('druhy@lemon.cz')).challenge,
      codeOf(secret, used)
    )
    expect(older.status).toBe(401)
    const wrong = await codeStep((await passwordStep('druhy@lemon.cz')).challenge, '123456')
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE', message: 'Neplatný ověřovací kód.' })
  })

  test('each recovery code works once, typed in any case and spacing', async () => {
    const typed = codes[0].toLowerCase().replace('-', ' ')
    const first = await codeStep((await passwordStep('druhy@lemon.cz')).challenge, typed)
    expect(first.status).toBe(200)
    const second = await codeStep((await passwordStep('druhy@lemon.cz')).challenge, codes[0])
    expect(second.status).toBe(401)
    const other = await codeStep((await passwordStep('druhy@lemon.cz')).challenge, codes[1])
    expect(other.status).toBe(200)
    const [login] = (
      await auditRows({ action: 'auth.login', actor_email: 'druhy@lemon.cz' })
    ).slice(-1)
    expect(login.after).toMatchObject({ method: 'recovery_code' })
  })

  test('a forged, expired or foreign challenge is 401 with a Czech message', async () => {
    const { signChallenge, signToken } = await import('#core/auth/jwt')
    const { default: User } = await import('#users/models/user')
    const druhy = await User.findByOrFail('email', 'druhy@lemon.cz')
    const expired = await signChallenge(String(druhy.id), new Date(Date.now() - 1000))
    const accessToken = await signToken({
      sub: String(druhy.id),
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'admin',
      firma: null,
      pharmacyCode: null,
    })
    for (const challenge of [expired, accessToken, 'nesmysl', `${expired}x`]) {
      const res = await codeStep(challenge, codeOf(secret, step()))
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({
        code: 'CHALLENGE_EXPIRED',
        message: 'Přihlášení vypršelo. Zadejte prosím znovu e-mail a heslo.',
      })
    }
    expect((await codeStep(undefined, '123456')).status).toBe(422)
  })
})

describe('rate limit of the codes', () => {
  test('after 10 wrong codes even a right one is 429 for 15 minutes; the lockout is audited', async () => {
    const token = (await passwordStep('terc@lemon.cz')).token!
    const { codes } = await enrol(token)
    const challenge = (await passwordStep('terc@lemon.cz')).challenge
    for (let i = 0; i < 10; i++) {
      expect((await codeStep(challenge, String(100000 + i))).status).toBe(401)
    }
    const locked = await codeStep(challenge, codes[0])
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe(
      'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'
    )
    expect(
      await auditRows({ action: 'auth.2fa_failed', actor_email: 'terc@lemon.cz' })
    ).toHaveLength(10)
    expect(await auditRows({ action: 'auth.lockout' })).toEqual([
      expect.objectContaining({ after: { scope: 'two_factor', key: 'terc@lemon.cz' } }),
    ])
    /* The recovery code that met the lock was not spent. */
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const unused = await db
      .from('user_recovery_codes')
      .join('users', 'users.id', 'user_recovery_codes.user_id')
      .where('users.email', 'terc@lemon.cz')
      .whereNull('used_at')
      .count('* as n')
    expect(Number(unused[0].n)).toBe(10)
  })
})

describe('ADMIN_2FA=required', () => {
  test('an admin without two-factor sign-in can only enrol; afterwards everything works', async () => {
    const { security } = await import('#config/security')
    security.admin2fa = 'required'
    try {
      const first = await passwordStep('spravce@lemon.cz')
      const token = first.token!
      expect((await api.get('/api/protected/me', token)).body.mustEnrolTwoFactor).toBe(true)
      const blocked = await api.get('/api/admin/users', token)
      expect(blocked.status).toBe(403)
      expect(blocked.body).toMatchObject({
        code: 'TWO_FACTOR_REQUIRED',
        message: 'Než budete pokračovat, nastavte si prosím dvoufázové ověření přihlášení.',
      })
      /* A branch user is not asked. */
      const user = (await passwordStep('lekarnice@lemon.cz')).challenge
      expect(user).toEqual(expect.any(String))
      await enrol(token)
      expect((await api.get('/api/admin/users', token)).status).toBe(200)
      expect((await api.get('/api/protected/me', token)).body.mustEnrolTwoFactor).toBe(false)
      /* While required, an admin cannot turn it off. */
      const off = await api.post('/api/users/me/2fa/disable', { password: PASSWORD }, token)
      expect(off.status).toBe(409)
    } finally {
      security.admin2fa = 'optional'
    }
  })
})

describe('turning it off', () => {
  test('in the profile with the password; users:reset-2fa for a lost phone ends every session', async () => {
    const res = await codeStep(
      (await passwordStep('spravce@lemon.cz')).challenge,
      codeOf(
        (await import('#auth/services/two_factor_secrets')).openTotpSecret(
          (
            await (
              await import('#users/models/user')
            ).default.findByOrFail('email', 'spravce@lemon.cz')
          ).totpSecret
        )!,
        step() + 1
      )
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const token = res.body.token
    const wrong = await api.post('/api/users/me/2fa/disable', { password: 'spatne' }, token)
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Heslo není správné.' }])
    const off = await api.post('/api/users/me/2fa/disable', { password: PASSWORD }, token)
    expect(off.status).toBe(200)
    expect(off.body.twoFactorEnabled).toBe(false)
    expect((await passwordStep('spravce@lemon.cz')).token).toEqual(expect.any(String))

    /* The lost phone: the CLI resets druhy's two-factor sign-in and ends its sessions. */
    const reset = await cli('users:reset-2fa', '--email', 'DRUHY@lemon.cz')
    expect(reset.code, reset.stderr).toBe(0)
    expect(reset.stdout).toContain('Dvoufázové ověření zrušeno: druhy@lemon.cz')
    const after = await passwordStep('druhy@lemon.cz')
    expect(after.token).toEqual(expect.any(String))
    expect(await auditRows({ action: 'users.2fa_reset' })).toEqual([
      expect.objectContaining({ actor_kind: 'cli', before: { twoFactorEnabled: true } }),
    ])
    const again = await cli('users:reset-2fa', '--email', 'druhy@lemon.cz')
    expect(again.stdout).toContain('Dvoufázové ověření nebylo zapnuté: druhy@lemon.cz')
    expect((await cli('users:reset-2fa', '--email', 'nikdo@lemon.cz')).code).toBe(1)
  })
})
