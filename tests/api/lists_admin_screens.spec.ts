import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser, signInStaff } from '../helpers/users.js'
import { LIST_NAMES, seedPoolItems, transferMix } from '../helpers/list_data.js'
import {
  expectBadParameter,
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  page,
  listAt,
} from '../helpers/lists.js'

/*
| The list contract (issue #16) on the admin's lists and the branch's small ones: users,
| task management, my tasks, watchlists and a watchlist's items, the price-list history,
| failed jobs and the data explorer.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string

const get = listAt(() => api)
const users = get('/api/admin/users', () => admin)
const adminTasks = get('/api/tasks', () => admin)
const myTasks = get('/api/tasks/my', () => b1)
const watchlists = get('/api/watchlists/LEMON/1', () => b1)
const leafletHistory = get('/api/leaflet-admin/list', () => admin)

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1],
  } = await signInStaff(api, ['1', '2']))
  for (const [n, name] of ['Šárka', 'Žofie', 'adam', 'Čeněk', 'Břetislav', 'Zdeněk'].entries())
    await createUser({
      username: `${name.toLowerCase()}${n}`,
      email: `u${n}@lemon.cz`,
      password: 'heslo1234',
      role: n % 2 ? 'admin' : 'user',
      pharmacyCode: n % 2 ? undefined : String(10 + n),
    })
  const titles = ['Inventura OTC', 'Školení BOZP', 'Úklid skladu', 'Objednat letáky', 'Revize']
  for (const [n, title] of titles.entries()) {
    const res = await api.post(
      '/api/tasks',
      {
        title,
        pharmacyCodes: n % 2 ? ['1'] : ['1', '2'],
        priority: ['high', 'medium', 'low'][n % 3],
        dueDate: n === 4 ? null : `2026-12-0${n + 1}`,
      },
      admin
    )
    expect(res.status).toBe(201)
  }
  for (const name of ['Alergie', 'Čaje', 'Diabetici', 'Šumivé']) {
    const res = await api.post('/api/watchlists/LEMON/1', { name, email: null }, b1)
    expect(res.status).toBe(201)
  }
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const first = (await db.from('watchlists').orderBy('id').first()).id
  await db.table('watchlist_items').multiInsert(
    LIST_NAMES.map((nazev, n) => ({
      watchlist_id: first,
      sukl: String(100000 + n * 7),
      nazev,
      doplatek: n % 4 ? 10 + n : null,
      bez_doplatku: n % 3 === 0,
    }))
  )
  await db.table('price_lists').multiInsert(
    ['letak-leden.xlsx', 'Leták únor.xlsx', 'letak-brezen.xls'].map((source, n) => ({
      kind: 'leaflet',
      valid_from: `2026-0${n + 1}-01`,
      valid_to: `2026-0${n + 1}-28`,
      source,
      rows: 100 * (3 - n),
    }))
  )
  await seedPoolItems(transferMix(5, '1', '2', 'rezervováno'))
})
afterAll(async () => ctx?.close())

describe('admin users and tasks', () => {
  test('users: 10 a page by default as the spec says; sorts, q without diacritics, role', async () => {
    const first = await users('')
    expect(first.body.users).toHaveLength(9)
    expect(first.body.total).toBe(9)
    expect((await users('limit=4')).body.users).toHaveLength(4)
    expect(first.headers.get('x-total-count')).toBe('9')
    const rowsOf = (body: any) => body.users
    await expectSortsOrder(
      users,
      { username: (u) => u.username, email: (u) => u.email, createdAt: (u) => u.createdAt },
      rowsOf
    )
    const sarka = await page(users, 'q=SARKA', rowsOf)
    expect(sarka.rows.map((u) => u.username)).toEqual(['šárka0'])
    expect((await page(users, 'role=admin&limit=100', rowsOf)).total).toBe(4)
    await expectPagesCoverList(users, { size: 4, idOf: (u) => u.id, rowsOf })
    await expectContractRefusals(users)
    await expectBadParameter(users, 'role=root', 'role')
  })

  test('task management: pages, sorts, q without diacritics, the spec’s filters', async () => {
    expect((await page(adminTasks, '')).total).toBe(5)
    await expectPagesCoverList(adminTasks, { size: 2, idOf: (t) => t.id })
    await expectSortsOrder(adminTasks, {
      title: (t) => t.title,
      dueDate: (t) => t.dueDate,
      createdAt: (t) => t.createdAt,
    })
    const byPriority = await page(adminTasks, 'sort=priority')
    expect(byPriority.rows.map((t) => t.priority)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
    ])
    expect((await page(adminTasks, 'q=skoleni')).rows.map((t) => t.title)).toEqual(['Školení BOZP'])
    expect((await page(adminTasks, 'q=ÚKLID')).rows.map((t) => t.title)).toEqual(['Úklid skladu'])
    expect((await page(adminTasks, 'pharmacyCode=002')).total).toBe(3)
    await expectContractRefusals(adminTasks)
    await expectBadParameter(adminTasks, 'status=smazano', 'status')
  })

  test('my tasks: the screen’s order; q, the done tab, sorts and pages', async () => {
    const mine = await page(myTasks, '')
    expect(mine.total).toBe(5)
    expect((await page(myTasks, 'q=uklid')).rows.map((t) => t.title)).toEqual(['Úklid skladu'])
    expect((await page(myTasks, 'done=true')).total).toBe(0)
    expect((await page(myTasks, 'done=false')).total).toBe(5)
    await expectSortsOrder(myTasks, { title: (t) => t.title, dueDate: (t) => t.dueDate })
    await expectPagesCoverList(myTasks, { size: 2, idOf: (t) => t.id })
    await expectContractRefusals(myTasks)
  })
})

describe('watchlists, the price-list history, failed jobs and the explorer', () => {
  test('watchlists and one watchlist’s items', async () => {
    expect((await page(watchlists, 'sort=name&dir=desc')).rows.map((w) => w.name)).toEqual([
      'Šumivé',
      'Diabetici',
      'Čaje',
      'Alergie',
    ])
    expect((await page(watchlists, 'q=caje')).rows.map((w) => w.name)).toEqual(['Čaje'])
    const id = (await page(watchlists, 'sort=name')).rows[0].id
    const items = get(`/api/watchlists/LEMON/1/${id}/resolve`, () => b1)
    const whole = await items('')
    expect(whole.body.name).toBe('Alergie')
    expect(whole.body.items).toHaveLength(LIST_NAMES.length)
    expect(whole.headers.get('x-total-count')).toBe(String(LIST_NAMES.length))
    const rowsOf = (body: any) => body.items
    await expectSortsOrder(
      items,
      {
        nazev: (i) => i.nazev,
        sukl: (i) => i.sukl,
        doplatekPacientaZK: (i) => i.doplatekPacientaZK,
      },
      rowsOf
    )
    await expectPagesCoverList(items, { size: 4, idOf: (i) => i.sukl, rowsOf })
    expect((await page(items, 'q=zaludecni', rowsOf)).rows.map((i) => i.nazev)).toEqual([
      'ŽALUDEČNÍ KAPKY 50ML',
    ])
    expect((await page(items, 'bezDoplatku=true', rowsOf)).total).toBe(5)
    await expectContractRefusals(items)
  })

  test('the price-list history, failed jobs and the explorer', async () => {
    const history = await page(leafletHistory, 'sort=rows', (b) => b.items)
    expect(history.rows.map((h) => h.rows)).toEqual([100, 200, 300])
    expect((await page(leafletHistory, 'q=unor', (b) => b.items)).total).toBe(1)
    await expectContractRefusals(leafletHistory)
    const jobs = await api.get('/api/admin/jobs?limit=10', admin)
    expect(jobs.status).toBe(200)
    expect(jobs.headers.get('x-total-count')).toBe(String(jobs.body.failed.length))
    await expectBadParameter(
      get('/api/admin/jobs', () => admin),
      'sort=bogus',
      'sort'
    )
    const explore = (query: string) =>
      api.call('POST', `/api/search?${query}`, {
        body: { collection: 'poolitems', query: 'TBL' },
        token: admin,
      })
    const byName = await explore('sort=nazev&dir=desc&limit=2')
    expect(byName.status).toBe(200)
    expect(byName.headers.get('x-total-count')).toBe('3')
    expect(byName.body.map((r: any) => r.nazev)).toEqual([
      'IBALGIN 400 TBL 30',
      'ibalgin 200 tbl 24',
    ])
    expect((await explore('sort=bogus')).status).toBe(422)
  })
})
