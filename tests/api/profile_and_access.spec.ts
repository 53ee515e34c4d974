import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser } from '../helpers/users.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let user: string
let admin: string
let noBranch: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createBranch('5')
  await createBranch('6')
  await createBranch('5', 'JINA')
  await createUser({
    username: 'eva',
    email: 'eva@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '5',
    fullName: 'Eva Dvořáková',
  })
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  await api.post('/api/auth/register', {
    username: 'novacek',
    email: 'novacek@lemon.cz',
    password: 'heslo1234',
  })
  user = await api.login('eva@lemon.cz', 'heslo1234')
  admin = await api.login('boss@lemon.cz', 'heslo1234')
  noBranch = await api.login('novacek@lemon.cz', 'heslo1234')
})
afterAll(async () => ctx?.close())

describe('GET/PATCH /api/users/me', () => {
  test('returns the profile', async () => {
    const res = await api.get('/api/users/me', user)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      username: 'eva',
      fullName: 'Eva Dvořáková',
      pharmacyCode: '5',
      address: { street: null, city: null, zip: null },
    })
    expect((await api.get('/api/users/me')).status).toBe(401)
  })

  test('stores only fullName, phone, address and carrierCustomerNumber; everything else is ignored', async () => {
    const res = await api.patch(
      '/api/users/me',
      {
        fullName: 'Eva Dvořáková-Malá',
        phone: '+420 777 123 456',
        address: { street: 'Lidická 5', city: 'Brno', zip: '602 00' },
        carrierCustomerNumber: 'PPL-1234',
        role: 'admin',
        pharmacyCode: '6',
        email: 'jiny@lemon.cz',
        username: 'jina',
        password: 'noveheslo1',
        firma: 'JINA',
      },
      user
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      fullName: 'Eva Dvořáková-Malá',
      phone: '+420 777 123 456',
      address: { street: 'Lidická 5', city: 'Brno', zip: '602 00' },
      carrierCustomerNumber: 'PPL-1234',
      role: 'user',
      pharmacyCode: '5',
      email: 'eva@lemon.cz',
      username: 'eva',
      firma: 'LEMON',
    })
    expect(await api.login('eva@lemon.cz', 'heslo1234')).toBeTruthy()
    expect((await api.get('/api/users/me', user)).body.phone).toBe('+420 777 123 456')
  })

  test('422 with a Czech message for a too long value', async () => {
    const res = await api.patch('/api/users/me', { phone: '1'.repeat(51) }, user)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Pole telefon smí mít nejvýše 50 znaků.')
  })
})

describe('branch paths /{firma}/{pharmacyCode}', () => {
  test("the branch's own user gets it, with the code normalised", async () => {
    const res = await api.get('/api/branches/LEMON/005', user)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ firma: 'LEMON', code: '5', name: 'Lékárna 5' })
    expect((await api.get('/api/branches/lemon/5', user)).status).toBe(200)
  })

  test('another branch or firma is 403 for a user, allowed for an admin', async () => {
    const foreign = await api.get('/api/branches/LEMON/6', user)
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({
      requestId: expect.any(String),
      code: 'FOREIGN_BRANCH',
      message: 'K údajům jiné pobočky nemáte přístup.',
    })
    expect((await api.get('/api/branches/JINA/5', user)).status).toBe(403)
    expect((await api.get('/api/branches/LEMON/6', admin)).status).toBe(200)
    expect((await api.get('/api/branches/LEMON/99', admin)).status).toBe(404)
  })

  test('a user without pharmacyCode gets 403 Missing pharmacyCode of user; no token 401', async () => {
    const res = await api.get('/api/branches/LEMON/5', noBranch)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'MISSING_PHARMACY_CODE',
      message: 'Missing pharmacyCode of user',
    })
    expect((await api.get('/api/branches/LEMON/5')).status).toBe(401)
  })

  test("the branch list shows the caller's firma", async () => {
    const res = await api.get('/api/branches', user)
    expect(res.body.map((b: any) => b.code)).toEqual(['5', '6'])
  })
})

describe('GET /api/admin/permissions', () => {
  test('lists every API route with the roles the server enforces', async () => {
    const res = await api.get('/api/admin/permissions', admin)
    expect(res.status).toBe(200)
    const find = (method: string, path: string) =>
      res.body.routes.find((r: any) => r.method === method && r.path === path)
    expect(find('POST', '/api/auth/login').roles).toEqual([])
    expect(find('GET', '/api/admin/users').roles).toEqual(['admin'])
    expect(find('PATCH', '/api/users/me').roles).toEqual(['user', 'admin'])
    expect(find('GET', '/api/branches/:firma/:pharmacyCode')).toMatchObject({
      roles: ['user', 'admin'],
      branch: true,
    })
    expect((await api.get('/api/admin/permissions', user)).status).toBe(403)
  })
})

describe('unknown API paths and the SPA', () => {
  test('an unknown API path is a JSON 404; /_ping answers pong', async () => {
    const res = await api.get('/api/neexistuje', user)
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('NOT_FOUND')
    const ping = await fetch(`${ctx.baseUrl}/_ping`)
    expect(await ping.text()).toBe('pong')
    expect(ping.headers.get('content-type')).toMatch(/text\/plain/)
  })
})
