import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

/*
| Issue #35: the lockout (10 wrong passwords in 15 minutes) could be overrun. 24 wrong
| passwords sent at once were all checked: the counter was read, the password checked, then
| the counter raised, with nothing atomic between. And a locked account signed in with its
| e-mail spelled with a Turkish capital `İ`: the counter's key was lower-cased by JavaScript,
| the account found by PostgreSQL's lower(), so each spelling got ten fresh attempts.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const TOO_MANY = 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'

const signIn = (email: string, password: string) =>
  fetch(`${ctx.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }))

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  /* The per-IP limit of the sign-in routes is not what these tests are about. */
  const { default: redis } = await import('@adonisjs/redis/services/main')
  const keys = await redis.keys(`${process.env.LIMITER_PREFIX}:*`)
  if (keys.length) await redis.del(...keys)
})

afterAll(async () => {
  vi.restoreAllMocks()
  await ctx?.close()
})

async function hashChecks<T>(work: () => Promise<T>) {
  const { default: hash } = await import('@adonisjs/core/services/hash')
  const spy = vi.spyOn(hash, 'verify')
  try {
    return { result: await work(), checks: spy.mock.calls.length }
  } finally {
    spy.mockRestore()
  }
}

describe('the lockout holds under bursts and spellings (issue #35)', () => {
  test('24 wrong passwords sent at once: at most 10 are checked, the rest answer 429', async () => {
    await createUser({
      username: 'burst',
      email: 'burst@lemon.cz',
      password: 'spravneheslo1',
      role: 'user',
      pharmacyCode: '7',
    })
    const { result, checks } = await hashChecks(() =>
      Promise.all(Array.from({ length: 24 }, () => signIn('burst@lemon.cz', 'spatneheslo')))
    )
    const statuses = result.map((r) => r.status)
    expect(checks).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(14)
    expect(result.find((r) => r.status === 429)!.body.message).toBe(TOO_MANY)
    /* Locked: the right password is refused too. */
    expect((await signIn('burst@lemon.cz', 'spravneheslo1')).status).toBe(429)
  })

  test('a locked account is locked in every spelling of its e-mail, the Turkish İ included', async () => {
    await createUser({
      username: 'iveta',
      email: 'iveta@lemon.cz',
      password: 'spravneheslo1',
      role: 'user',
      pharmacyCode: '7',
    })
    for (let i = 0; i < 10; i++)
      expect((await signIn('iveta@lemon.cz', 'spatneheslo')).status).toBe(401)
    for (const spelling of ['IVETA@LEMON.CZ', 'İveta@lemon.cz', ' iveta@lemon.cz ']) {
      const { result, checks } = await hashChecks(() => signIn(spelling, 'spravneheslo1'))
      expect(result, spelling).toMatchObject({ status: 429, body: { message: TOO_MANY } })
      expect(checks, spelling).toBe(0)
    }
  })

  test('the profile’s password checks and the sign-in share the one counter, also at once', async () => {
    await createUser({
      username: 'profil',
      email: 'profil@lemon.cz',
      password: 'spravneheslo1',
      role: 'user',
      pharmacyCode: '7',
    })
    const token = await api.login('profil@lemon.cz', 'spravneheslo1')
    const { result, checks } = await hashChecks(() =>
      Promise.all(
        Array.from({ length: 16 }, () =>
          api.post(
            '/api/users/me/password',
            { currentPassword: 'spatneheslo', newPassword: 'NoveHeslo-2026-x' },
            token
          )
        )
      )
    )
    expect(checks).toBeLessThanOrEqual(10)
    expect(result.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(6)
    expect((await signIn('profil@lemon.cz', 'spravneheslo1')).status).toBe(429)
  })

  test('attempts the database could not check (a failover) do not count as wrong ones', async () => {
    const { limitedAttempt } = await import('#users/services/check_password')
    const outage = Object.assign(new Error('Connection terminated unexpectedly'), {})
    for (let i = 0; i < 12; i++) {
      await expect(limitedAttempt('login_user_999999', () => Promise.reject(outage))).rejects.toBe(
        outage
      )
    }
    expect(await limitedAttempt('login_user_999999', async () => 'ok')).toEqual([null, 'ok'])
  })
})
