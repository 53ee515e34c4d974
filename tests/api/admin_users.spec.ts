import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser } from '../helpers/users.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let user: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  await createUser({
    username: 'pokladni',
    email: 'pokladni@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '4',
  })
  for (let i = 1; i <= 12; i++) {
    await createUser({
      username: `lekarnik${String(i).padStart(2, '0')}`,
      email: `lekarnik${i}@Pobocka.cz`,
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: '4',
    })
  }
  await createBranch('12')
  admin = await api.login('boss@lemon.cz', 'heslo1234')
  user = await api.login('pokladni@lemon.cz', 'heslo1234')
})
afterAll(async () => ctx?.close())

describe('GET /api/admin/users', () => {
  test('pages by 10 by default and reports the total', async () => {
    const res = await api.get('/api/admin/users', admin)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(14)
    expect(res.body.users).toHaveLength(10)
    const page2 = await api.get('/api/admin/users?page=2', admin)
    expect(page2.body.users).toHaveLength(4)
    const ids = new Set([...res.body.users, ...page2.body.users].map((u: any) => u.id))
    expect(ids.size).toBe(14)
  })

  test('q matches username or e-mail case-insensitively; limit is capped at 500', async () => {
    const byMail = await api.get('/api/admin/users?q=POBOCKA', admin)
    expect(byMail.body.total).toBe(12)
    const byName = await api.get('/api/admin/users?q=Lekarnik0', admin)
    expect(byName.body.total).toBe(9)
    expect(byName.body.users.every((u: any) => u.username.startsWith('lekarnik0'))).toBe(true)
    const literal = await api.get('/api/admin/users?q=%25', admin)
    expect(literal.body.total).toBe(0)
    expect((await api.get('/api/admin/users?limit=501', admin)).status).toBe(422)
    expect((await api.get('/api/admin/users?limit=100', admin)).body.users).toHaveLength(14)
  })

  test('401 without token, 403 for a branch user', async () => {
    expect((await api.get('/api/admin/users')).status).toBe(401)
    const res = await api.get('/api/admin/users', user)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'FORBIDDEN',
      message: 'K této akci nemáte oprávnění.',
    })
  })
})

describe('POST /api/admin/users', () => {
  test('creates a user with a normalised branch code and never returns the password', async () => {
    const res = await api.post(
      '/api/admin/users',
      {
        username: 'nova',
        email: 'nova@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '0012',
        firma: 'lemon',
        role: 'user',
        fullName: 'Nová Kolegyně',
      },
      admin
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      username: 'nova',
      pharmacyCode: '12',
      firma: 'LEMON',
      role: 'user',
      fullName: 'Nová Kolegyně',
    })
    expect(res.body.password).toBeUndefined()
    expect(res.body.id).toBe(res.body._id)
    expect(await api.login('nova@lemon.cz', 'heslo1234')).toBeTruthy()
  })

  test('422 with Czech messages for invalid input, an unknown branch, or a user without branch', async () => {
    const invalid = await api.post(
      '/api/admin/users',
      { username: '', email: 'x', password: 'kratke' },
      admin
    )
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.map((e: any) => e.field)).toEqual(
      expect.arrayContaining(['username', 'email', 'password'])
    )
    const unknown = await api.post(
      '/api/admin/users',
      {
        username: 'nikdo',
        email: 'nikdo@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '99',
        firma: 'LEMON',
        role: 'user',
      },
      admin
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('Pobočka 99 ve firmě LEMON neexistuje.')
    const noBranch = await api.post(
      '/api/admin/users',
      {
        username: 'nikdo',
        email: 'nikdo@lemon.cz',
        password: 'heslo1234',
        firma: 'LEMON',
        role: 'user',
      },
      admin
    )
    expect(noBranch.status).toBe(422)
    expect(noBranch.body.message).toBe('Zadejte kód pobočky uživatele.')
    const badRole = await api.post(
      '/api/admin/users',
      {
        username: 'nikdo',
        email: 'nikdo@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '4',
        firma: 'LEMON',
        role: 'root',
      },
      admin
    )
    expect(badRole.status).toBe(422)
    expect(badRole.body.errors[0].field).toBe('role')
  })

  test('409 with a Czech message for a duplicate e-mail or username', async () => {
    const email = await api.post(
      '/api/admin/users',
      {
        username: 'jiny',
        email: 'BOSS@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '4',
        firma: 'LEMON',
        role: 'user',
      },
      admin
    )
    expect(email.status).toBe(409)
    expect(email.body.message).toBe('Uživatel s tímto e-mailem již existuje.')
    const name = await api.post(
      '/api/admin/users',
      {
        username: 'Boss',
        email: 'jiny@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '4',
        firma: 'LEMON',
        role: 'user',
      },
      admin
    )
    expect(name.status).toBe(409)
    expect(name.body.message).toBe('Uživatel s tímto uživatelským jménem již existuje.')
  })

  test('403 for a branch user', async () => {
    const res = await api.post(
      '/api/admin/users',
      {
        username: 'x1',
        email: 'x1@lemon.cz',
        password: 'heslo1234',
        pharmacyCode: '4',
        firma: 'LEMON',
        role: 'admin',
      },
      user
    )
    expect(res.status).toBe(403)
    expect((await api.get('/api/admin/users?q=x1', admin)).body.total).toBe(0)
  })
})

describe('GET, PATCH, DELETE /api/admin/users/:id', () => {
  test('reads and edits role, branch, firma and full name; an empty branch code means none', async () => {
    const created = (
      await api.post(
        '/api/admin/users',
        {
          username: 'upravit',
          email: 'upravit@lemon.cz',
          password: 'heslo1234',
          pharmacyCode: '4',
          firma: 'LEMON',
          role: 'user',
        },
        admin
      )
    ).body
    const detail = await api.get(`/api/admin/users/${created.id}`, admin)
    expect(detail.body).toMatchObject({ username: 'upravit', pharmacyCode: '4' })

    const patched = await api.patch(
      `/api/admin/users/${created.id}`,
      {
        role: 'admin',
        pharmacyCode: '012',
        fullName: 'Upravený',
        email: 'zmena@x.cz',
        username: 'zmena',
      },
      admin
    )
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      role: 'admin',
      pharmacyCode: '12',
      fullName: 'Upravený',
      email: 'upravit@lemon.cz',
      username: 'upravit',
    })

    const cleared = await api.patch(`/api/admin/users/${created.id}`, { pharmacyCode: '' }, admin)
    expect(cleared.body.pharmacyCode).toBeNull()
    const unknown = await api.patch(`/api/admin/users/${created.id}`, { pharmacyCode: '77' }, admin)
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('Pobočka 77 ve firmě LEMON neexistuje.')
  })

  test('404 for an unknown id, 403 for a branch user on every verb', async () => {
    expect((await api.get('/api/admin/users/999999', admin)).status).toBe(404)
    expect((await api.get('/api/admin/users/abc', admin)).status).toBe(404)
    expect((await api.patch('/api/admin/users/999999', { role: 'user' }, admin)).status).toBe(404)
    expect((await api.del('/api/admin/users/999999', admin)).status).toBe(404)
    const target = (await api.get('/api/admin/users?q=lekarnik01', admin)).body.users[0]
    expect((await api.get(`/api/admin/users/${target.id}`, user)).status).toBe(403)
    expect((await api.patch(`/api/admin/users/${target.id}`, { role: 'admin' }, user)).status).toBe(
      403
    )
    expect((await api.del(`/api/admin/users/${target.id}`, user)).status).toBe(403)
    expect((await api.get(`/api/admin/users/${target.id}`, admin)).body.role).toBe('user')
  })

  test("a role change ends the changed user's sessions; the next sign-in has the new role", async () => {
    const target = (await api.get('/api/admin/users?q=lekarnik02', admin)).body.users[0]
    const token = await api.login(target.email, 'heslo1234')
    expect((await api.get('/api/admin/users', token)).status).toBe(403)
    await api.patch(`/api/admin/users/${target.id}`, { role: 'admin' }, admin)
    expect((await api.get('/api/admin/users', token)).status).toBe(401)
    const promoted = await api.login(target.email, 'heslo1234')
    expect((await api.get('/api/admin/users', promoted)).status).toBe(200)
    /* A change that leaves the role alone ends nothing. */
    await api.patch(`/api/admin/users/${target.id}`, { fullName: 'Jen jméno' }, admin)
    expect((await api.get('/api/admin/users', promoted)).status).toBe(200)
    await api.patch(`/api/admin/users/${target.id}`, { role: 'user' }, admin)
    expect((await api.get('/api/admin/users', promoted)).status).toBe(401)
    const demoted = await api.login(target.email, 'heslo1234')
    expect((await api.get('/api/admin/users', demoted)).status).toBe(403)
  })

  test('deletes a user (204) whose token then stops working', async () => {
    const target = (await api.get('/api/admin/users?q=lekarnik03', admin)).body.users[0]
    const token = await api.login(target.email, 'heslo1234')
    const res = await api.del(`/api/admin/users/${target.id}`, admin)
    expect(res.status).toBe(204)
    expect((await api.get(`/api/admin/users/${target.id}`, admin)).status).toBe(404)
    expect((await api.get('/api/users/me', token)).status).toBe(401)
  })

  test('the last active admin can be neither demoted nor deleted (409)', async () => {
    const admins = (await api.get('/api/admin/users?limit=100', admin)).body.users.filter(
      (u: any) => u.role === 'admin'
    )
    for (const other of admins.filter((u: any) => u.username !== 'boss')) {
      expect((await api.del(`/api/admin/users/${other.id}`, admin)).status).toBe(204)
    }
    const boss = admins.find((u: any) => u.username === 'boss')
    const demote = await api.patch(`/api/admin/users/${boss.id}`, { role: 'user' }, admin)
    expect(demote.status).toBe(409)
    expect(demote.body).toEqual({
      requestId: expect.any(String),
      code: 'LAST_ADMIN',
      message: 'Poslednímu aktivnímu administrátorovi nelze odebrat roli.',
    })
    const del = await api.del(`/api/admin/users/${boss.id}`, admin)
    expect(del.status).toBe(409)
    expect(del.body.message).toBe('Posledního aktivního administrátora nelze smazat.')
    expect((await api.get('/api/protected/me', admin)).body.role).toBe('admin')
  })
})
