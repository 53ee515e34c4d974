import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser } from '../helpers/users.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let branch1: string
let branch2: string
let branch3: string
let branch1Id: string

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  const u1 = await createUser({
    username: 'p1',
    email: 'p1@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '1',
  })
  branch1Id = String(u1.id)
  await createUser({
    username: 'p2',
    email: 'p2@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '2',
  })
  await createUser({
    username: 'p3',
    email: 'p3@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '3',
  })
  await createBranch('4')
  admin = await api.login('boss@lemon.cz', 'heslo1234')
  branch1 = await api.login('p1@lemon.cz', 'heslo1234')
  branch2 = await api.login('p2@lemon.cz', 'heslo1234')
  branch3 = await api.login('p3@lemon.cz', 'heslo1234')
})
afterAll(async () => ctx?.close())

async function newTask(body: Record<string, unknown>) {
  const res = await api.post('/api/tasks', body, admin)
  expect(res.status).toBe(201)
  return res.body
}

describe('POST /api/tasks', () => {
  test('creates a task from CSV codes, normalised, with default priority medium and status open', async () => {
    const task = await newTask({
      title: 'Inventura OTC',
      description: 'Regál 3',
      dueDate: today,
      pharmacyCodes: '001, 2',
    })
    expect(task).toMatchObject({
      title: 'Inventura OTC',
      description: 'Regál 3',
      dueDate: today,
      priority: 'medium',
      status: 'open',
      pharmacyCodes: ['1', '2'],
      completions: { 1: { done: false, doneAt: null }, 2: { done: false, doneAt: null } },
    })
    expect(task.id).toBe(task._id)
    expect(task.createdBy).toBeTruthy()
  })

  test('422 with the spec messages; unknown branch codes listed', async () => {
    const noTitle = await api.post('/api/tasks', { title: '  ', pharmacyCodes: ['1'] }, admin)
    expect(noTitle.status).toBe(422)
    expect(noTitle.body.message).toBe('Název je povinný.')
    const noCodes = await api.post('/api/tasks', { title: 'X', pharmacyCodes: ' , ' }, admin)
    expect(noCodes.status).toBe(422)
    expect(noCodes.body.message).toBe('Zadej alespoň jeden pharmacyCode (CSV).')
    const missing = await api.post('/api/tasks', { title: 'X' }, admin)
    expect(missing.body.message).toBe('Zadej alespoň jeden pharmacyCode (CSV).')
    const unknown = await api.post(
      '/api/tasks',
      { title: 'X', pharmacyCodes: ['1', '98', '099'] },
      admin
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('Neznámé kódy poboček: 98, 99.')
    const badDate = await api.post(
      '/api/tasks',
      { title: 'X', pharmacyCodes: ['1'], dueDate: '21.11.2026' },
      admin
    )
    expect(badDate.status).toBe(422)
  })

  test('401 without token, 403 for a branch user', async () => {
    expect((await api.post('/api/tasks', { title: 'X', pharmacyCodes: ['1'] })).status).toBe(401)
    expect(
      (await api.post('/api/tasks', { title: 'X', pharmacyCodes: ['1'] }, branch1)).status
    ).toBe(403)
  })
})

describe('reading tasks', () => {
  test("/api/tasks/my: the branch's tasks except archived, undated last; admins see all", async () => {
    const undated = await newTask({ title: 'Bez termínu', pharmacyCodes: ['1'] })
    const later = await newTask({
      title: 'Později',
      pharmacyCodes: ['1', '3'],
      dueDate: '2099-01-01',
      priority: 'high',
    })
    const archived = await newTask({ title: 'Archiv', pharmacyCodes: ['1'] })
    await api.del(`/api/tasks/${archived.id}`, admin)

    const mine = await api.get('/api/tasks/my', branch1)
    expect(mine.status).toBe(200)
    const titles = mine.body.map((t: any) => t.title)
    expect(titles).toContain('Inventura OTC')
    expect(titles).not.toContain('Archiv')
    expect(titles.indexOf('Později')).toBeLessThan(titles.indexOf(undated.title))
    expect(titles.at(-1)).toBe('Bez termínu')

    const third = await api.get('/api/tasks/my', branch3)
    expect(third.body.map((t: any) => t.id)).toEqual([later.id])

    const all = await api.get('/api/tasks/my', admin)
    expect(all.body.length).toBeGreaterThanOrEqual(3)
    expect((await api.get('/api/tasks/my')).status).toBe(401)
  })

  test("?assignedTo=me or the caller's id; another user's id is 403 for a user, allowed for an admin", async () => {
    const me = await api.get('/api/tasks?assignedTo=me', branch1)
    expect(me.status).toBe(200)
    expect(Array.isArray(me.body)).toBe(true)
    const byId = await api.get(`/api/tasks?assignedTo=${branch1Id}`, branch1)
    expect(byId.body).toEqual(me.body)
    const other = await api.get(`/api/tasks?assignedTo=${branch1Id}`, branch2)
    expect(other.status).toBe(403)
    const asAdmin = await api.get(`/api/tasks?assignedTo=${branch1Id}`, admin)
    expect(asAdmin.body.map((t: any) => t.id)).toEqual(me.body.map((t: any) => t.id))
  })

  test('the admin list filters by status, title and pharmacy code; users get 403', async () => {
    const all = await api.get('/api/tasks', admin)
    expect(all.body.some((t: any) => t.status === 'archived')).toBe(true)
    const archived = await api.get('/api/tasks?status=archived', admin)
    expect(archived.body.map((t: any) => t.title)).toEqual(['Archiv'])
    const open = await api.get('/api/tasks?status=open', admin)
    expect(open.body.every((t: any) => t.status === 'open')).toBe(true)
    const byTitle = await api.get('/api/tasks?q=inventura', admin)
    expect(byTitle.body.map((t: any) => t.title)).toEqual(['Inventura OTC'])
    const byCode = await api.get('/api/tasks?pharmacyCode=003', admin)
    expect(byCode.body.map((t: any) => t.title)).toEqual(['Později'])
    expect((await api.get('/api/tasks', branch1)).status).toBe(403)
    expect((await api.get('/api/tasks?status=smazano', admin)).status).toBe(422)
  })

  test('GET /api/tasks/:id for an assigned branch or an admin; 404 for another branch, as for unknown', async () => {
    const task = (await api.get('/api/tasks?q=inventura', admin)).body[0]
    expect((await api.get(`/api/tasks/${task.id}`, branch1)).body.title).toBe('Inventura OTC')
    expect((await api.get(`/api/tasks/${task.id}`, admin)).status).toBe(200)
    expect((await api.get(`/api/tasks/${task.id}`, branch3)).status).toBe(404)
    expect((await api.get('/api/tasks/999999', admin)).status).toBe(404)
  })
})

describe('PUT /api/tasks/:id/complete', () => {
  test('each branch ticks its own completion; another branch gets 404', async () => {
    const task = await newTask({ title: 'Školení BOZP', pharmacyCodes: ['1', '2'], dueDate: today })
    const res = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: true },
      token: branch1,
    })
    expect(res.status).toBe(200)
    expect(res.body.done).toBe(true)
    expect(res.body.completions['1'].done).toBe(true)
    expect(res.body.completions['1'].doneAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(res.body.completions['2']).toEqual({ done: false, doneAt: null })

    const foreign = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: true },
      token: branch3,
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Úkol nenalezen.')

    const undo = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: false },
      token: branch1,
    })
    expect(undo.body.completions['1']).toEqual({ done: false, doneAt: null })
    const bad = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: 'maybe' },
      token: branch1,
    })
    expect(bad.status).toBe(422)
  })

  test('two branches completing the same task at once are both kept', async () => {
    const task = await newTask({ title: 'Souběh', pharmacyCodes: ['1', '2'] })
    const [a, b] = await Promise.all([
      api.call('PUT', `/api/tasks/${task.id}/complete`, { body: { done: true }, token: branch1 }),
      api.call('PUT', `/api/tasks/${task.id}/complete`, { body: { done: true }, token: branch2 }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const after = await api.get(`/api/tasks/${task.id}`, admin)
    expect(after.body.completions['1'].done).toBe(true)
    expect(after.body.completions['2'].done).toBe(true)
  })

  test("an admin without a branch completes for the task's first branch", async () => {
    const task = await newTask({ title: 'Za první', pharmacyCodes: ['2', '1'] })
    const res = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: true },
      token: admin,
    })
    expect(res.body.completions).toMatchObject({ 2: { done: true }, 1: { done: false } })
    expect(res.body.done).toBe(true)
  })

  test('an archived task cannot change (409)', async () => {
    const task = await newTask({ title: 'Uzavřený', pharmacyCodes: ['1'] })
    await api.del(`/api/tasks/${task.id}`, admin)
    const res = await api.call('PUT', `/api/tasks/${task.id}/complete`, {
      body: { done: true },
      token: branch1,
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'TASK_ARCHIVED',
      message: 'Archivovaný úkol nelze změnit.',
    })
  })
})

describe('DELETE /api/tasks/:id', () => {
  test('archives (kept for history), idempotently; 403 for users, 404 unknown', async () => {
    const task = await newTask({ title: 'K archivaci', pharmacyCodes: ['1'] })
    expect((await api.del(`/api/tasks/${task.id}`, branch1)).status).toBe(403)
    const res = await api.del(`/api/tasks/${task.id}`, admin)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('archived')
    expect((await api.del(`/api/tasks/${task.id}`, admin)).body.status).toBe('archived')
    expect((await api.get(`/api/tasks/${task.id}`, admin)).body.status).toBe('archived')
    expect((await api.get('/api/tasks/my', branch1)).body.map((t: any) => t.id)).not.toContain(
      task.id
    )
    expect((await api.del('/api/tasks/999999', admin)).status).toBe(404)
  })
})
