import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, resetState, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
})
afterAll(async () => ctx?.close())

describe('rate limits on login and register (API.md)', () => {
  test('10 failed logins per e-mail: the 11th attempt is 429 even with the right password', async () => {
    await createUser({
      username: 'terc',
      email: 'terc@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    for (let i = 0; i < 10; i++) {
      expect(
        (await api.post('/api/auth/login', { email: 'terc@lemon.cz', password: `spatne${i}` }))
          .status
      ).toBe(401)
    }
    const res = await api.post('/api/auth/login', { email: 'TERC@lemon.cz', password: 'heslo1234' })
    expect(res.status).toBe(429)
    expect(res.body.code).toBe('TOO_MANY_REQUESTS')
    expect(res.body.message).toBe(
      'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'
    )
  })

  test('a successful login clears the failure count', async () => {
    await resetState()
    await createUser({
      username: 'terc2',
      email: 'terc2@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    for (let i = 0; i < 9; i++)
      await api.post('/api/auth/login', { email: 'terc2@lemon.cz', password: 'spatne' })
    expect(
      (await api.post('/api/auth/login', { email: 'terc2@lemon.cz', password: 'heslo1234' })).status
    ).toBe(200)
    for (let i = 0; i < 9; i++)
      await api.post('/api/auth/login', { email: 'terc2@lemon.cz', password: 'spatne' })
    expect(
      (await api.post('/api/auth/login', { email: 'terc2@lemon.cz', password: 'heslo1234' })).status
    ).toBe(200)
  })

  test('60 requests per minute per IP across login and register, then 429 with Retry-After', async () => {
    await resetState()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await api.post('/api/auth/login', { email: `nikdo${i}@lemon.cz`, password: 'x' })).status
      )
      statuses.push((await api.post('/api/auth/register', { username: 'x' })).status)
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(0)
    const res = await api.post('/api/auth/register', {
      username: 'ok',
      email: 'ok@lemon.cz',
      password: 'heslo1234',
    })
    expect(res.status).toBe(429)
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'TOO_MANY_REQUESTS',
      message: 'Příliš mnoho pokusů. Zkuste to prosím později.',
    })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
