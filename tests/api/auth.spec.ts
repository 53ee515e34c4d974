import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeJwt } from 'jose'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'jana',
    email: 'jana@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '0012',
    fullName: 'Jana Nováková',
  })
  await createUser({
    username: 'spravce',
    email: 'spravce@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
})
afterAll(async () => ctx?.close())

describe('POST /api/auth/login', () => {
  test('returns a 12 h HS256 JWT carrying sub, role, firma and the normalised pharmacyCode, and the user', async () => {
    const res = await api.post('/api/auth/login', { email: 'JANA@lemon.cz', password: 'heslo1234' })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      username: 'jana',
      email: 'jana@lemon.cz',
      role: 'user',
      firma: 'LEMON',
      pharmacyCode: '12',
    })
    expect(res.body.user.password).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt/)
    const claims = decodeJwt(res.body.token)
    expect(claims).toMatchObject({
      sub: res.body.user.id,
      role: 'user',
      firma: 'LEMON',
      pharmacyCode: '12',
    })
    expect(claims.exp! - claims.iat!).toBe(12 * 3600)
  })

  test('wrong password and unknown e-mail give 401 with the Czech message', async () => {
    for (const body of [
      { email: 'jana@lemon.cz', password: 'spatne-heslo' },
      { email: 'nikdo@lemon.cz', password: 'heslo1234' },
    ]) {
      const res = await api.post('/api/auth/login', body)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'INVALID_CREDENTIALS',
        message: 'Neplatné přihlašovací údaje.',
      })
    }
  })

  test('missing fields give 422 with Czech messages; malformed JSON gives 400', async () => {
    const res = await api.post('/api/auth/login', {})
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('VALIDATION_ERROR')
    expect(res.body.errors.map((e: any) => e.field).sort()).toEqual(['email', 'password'])
    expect(res.body.message).toBe('Pole e-mail je povinné.')

    const bad = await api.call('POST', '/api/auth/login', { raw: '{"email":' })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('BAD_REQUEST')
  })
})

describe('POST /api/auth/register', () => {
  test('creates a user with role user, firma LEMON and no branch', async () => {
    const res = await api.post('/api/auth/register', {
      username: 'petr',
      email: 'Petr@Lemon.cz',
      password: 'tajneheslo',
    })
    expect(res.status).toBe(201)
    expect(res.body.user).toMatchObject({
      username: 'petr',
      email: 'petr@lemon.cz',
      role: 'user',
      firma: 'LEMON',
      pharmacyCode: null,
    })
    const token = await api.login('petr@lemon.cz', 'tajneheslo')
    const me = await api.get('/api/protected/me', token)
    expect(me.body.username).toBe('petr')
  })

  test('an address sign-in would refuse is refused here too, and nothing is stored (issue #35)', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    for (const [i, email] of [
      '"x\r\nBcc: obet@example.cz"@lemon.cz',
      '"<script>"@lemon.cz',
      'Jana <jana@lemon.cz>',
      'a@lemon.cz, b@lemon.cz',
    ].entries()) {
      const res = await api.post('/api/auth/register', {
        username: `divny${i}`,
        email,
        password: 'tajneheslo',
      })
      expect(res.status, email).toBe(422)
      expect(res.body.errors[0]).toMatchObject({ field: 'email' })
      expect(await db.from('users').where('username', `divny${i}`).first()).toBeNull()
    }
  })

  test('a duplicate e-mail or username is 409 with a Czech message', async () => {
    const byEmail = await api.post('/api/auth/register', {
      username: 'jiny',
      email: 'JANA@lemon.cz',
      password: 'tajneheslo',
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.body).toEqual({
      requestId: expect.any(String),
      code: 'EMAIL_TAKEN',
      message: 'Uživatel s tímto e-mailem již existuje.',
    })
    const byName = await api.post('/api/auth/register', {
      username: 'JANA',
      email: 'jina@lemon.cz',
      password: 'tajneheslo',
    })
    expect(byName.status).toBe(409)
    expect(byName.body.code).toBe('USERNAME_TAKEN')
  })

  test('invalid input is 422 and never stores anything; extra fields such as role are ignored', async () => {
    const res = await api.post('/api/auth/register', {
      username: 'x',
      email: 'neni-email',
      password: '123',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.map((e: any) => e.field).sort()).toEqual([
      'email',
      'password',
      'username',
    ])
    expect(res.body.errors.find((e: any) => e.field === 'password').message).toBe(
      'Heslo musí mít alespoň 8 znaků.'
    )
    /* Czech plural after the count: 3 znaky, not 3 znaků. */
    expect(res.body.errors.find((e: any) => e.field === 'username').message).toBe(
      'Pole uživatelské jméno musí mít alespoň 3 znaky.'
    )

    const sneaky = await api.post('/api/auth/register', {
      username: 'hacker',
      email: 'hacker@lemon.cz',
      password: 'tajneheslo',
      role: 'admin',
      pharmacyCode: '1',
    })
    expect(sneaky.status).toBe(201)
    expect(sneaky.body.user).toMatchObject({ role: 'user', pharmacyCode: null })
  })
})

describe('GET /api/protected/me', () => {
  test('401 without a token, with a bad token and with a token signed by another key', async () => {
    expect((await api.get('/api/protected/me')).status).toBe(401)
    expect((await api.get('/api/protected/me', 'nesmysl')).status).toBe(401)
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJl'
    const res = await api.get('/api/protected/me', forged)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('UNAUTHORIZED')
  })

  test('reads role and branch from the database on every request', async () => {
    const token = await api.login('jana@lemon.cz', 'heslo1234')
    const { default: User } = await import('#users/models/user')
    await createUser({
      username: 'tmp',
      email: 'tmp@lemon.cz',
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: '7',
    })
    await User.query().where('username', 'jana').update({ role: 'admin', pharmacy_code: '7' })
    const me = await api.get('/api/protected/me', token)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ role: 'admin', pharmacyCode: '7', fullName: 'Jana Nováková' })
    await User.query().where('username', 'jana').update({ role: 'user', pharmacy_code: '12' })
  })

  test("a deleted user's token gets 401 at once", async () => {
    await createUser({
      username: 'odchazi',
      email: 'odchazi@lemon.cz',
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: '3',
    })
    const token = await api.login('odchazi@lemon.cz', 'heslo1234')
    expect((await api.get('/api/users/me', token)).status).toBe(200)
    const { default: User } = await import('#users/models/user')
    await User.query().where('username', 'odchazi').delete()
    expect((await api.get('/api/users/me', token)).status).toBe(401)
  })
})
