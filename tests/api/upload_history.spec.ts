import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { seedUploads, type UploadSeed } from '../helpers/exports.js'
import { createUser, signInStaff } from '../helpers/users.js'
import {
  expectBadParameter,
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  listAt,
  page,
} from '../helpers/lists.js'

/*
| "Historie nahrávání" (issue #37, the recipe's example list): GET
| /api/upload/{firma}/{pharmacyCode}/history lists every export batch of the branch, newest
| first, under the list contract, and `?format=xlsx` is its workbook. Branch 1 has eleven
| batches written straight into the database: uploads by p1, by the admin and by an account
| since deleted, and two from the export inbox; branch 2 has one waiting in the queue.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let p1: string
let p2: string

const PATH = '/api/upload/LEMON/1/history'
const get = listAt(() => api)
const history = get(PATH, () => p1)

const SEEDS: UploadSeed[] = [
  { status: 'done', hoursAgo: 240, by: 'p1', counts: { sklad: 3, pohyby: 283, karty: 4 } },
  {
    status: 'done',
    hoursAgo: 216,
    by: 'p1',
    counts: { sklad: 5, pohyby: 120, karty: 6, odpisy: 2 },
    odpisy: true,
    skipped: 3,
  },
  {
    status: 'failed',
    hoursAgo: 200,
    by: 'p1',
    counts: { sklad: 2 },
    error: 'Soubor pohyby (pohyby.xlsx) nemá sloupec PDK.',
  },
  { status: 'done', hoursAgo: 190, by: 'boss', counts: { sklad: 10, pohyby: 50, karty: 10 } },
  {
    status: 'done',
    hoursAgo: 170,
    by: null,
    inbox: 'LEMON/0001',
    counts: { sklad: 7, pohyby: 77, karty: 7 },
  },
  { status: 'failed', hoursAgo: 150, by: 'odesly', error: 'Zpracování exportu selhalo.' },
  {
    status: 'done',
    hoursAgo: 120,
    by: 'p1',
    counts: { sklad: 1, pohyby: 1, karty: 1 },
    skipped: 12,
  },
  { status: 'failed', hoursAgo: 100, by: null, inbox: 'LEMON/0001', error: 'Chybí soubor karty.' },
  /* Two in the same second: the later id is the newer. */
  { status: 'done', hoursAgo: 48, by: 'boss', counts: { sklad: 9, pohyby: 900, karty: 9 } },
  {
    status: 'failed',
    hoursAgo: 48,
    by: 'p1',
    counts: { sklad: 4, pohyby: 8 },
    error: 'Soubor sklad je poškozený.',
  },
  { status: 'processing', hoursAgo: 1, by: 'p1' },
]
const ids: number[] = []

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
  const gone = await createUser({
    username: 'odesly',
    email: 'odesly@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '1',
  })
  ids.push(...(await seedUploads(SEEDS)))
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db
    .table('export_batches')
    .insert({ firma: 'LEMON', pharmacy_code: '2', status: 'queued', files: JSON.stringify({}) })
  await db.from('users').where('id', gone.id).delete()
})
afterAll(async () => ctx?.close())

const total = (counts: Record<string, number> = {}) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0)

describe('the branch’s upload history', () => {
  test('every batch of the branch, newest first, in the list’s shape; the total in X-Total-Count', async () => {
    const res = await history('')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-total-count')).toBe('11')
    expect(res.headers.get('x-loaded-at')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    /* Newest first; the two of one second by id, the later first. */
    expect(res.body.map((r: any) => r.id)).toEqual([...ids].reverse().map(String))
    const byId = (n: number) => res.body.find((r: any) => r.id === String(ids[n]))
    const [running, inbox, gone] = [byId(10), byId(4), byId(5)]
    expect(running).toEqual({
      id: String(ids[10]),
      createdAt: expect.stringMatching(/Z$/),
      finishedAt: null,
      status: 'processing',
      origin: null,
      uploadedBy: 'p1',
      counts: { sklad: 0, pohyby: 0, karty: 0, odpisy: 0 },
      total: 0,
      skipped: 0,
      error: null,
      hasOdpisy: false,
    })
    expect(inbox).toMatchObject({
      status: 'done',
      origin: { via: 'inbox', folder: 'LEMON/0001' },
      uploadedBy: null,
      total: 91,
    })
    /* A deleted account leaves no name. */
    expect(gone).toMatchObject({
      status: 'failed',
      uploadedBy: null,
      origin: null,
      error: 'Zpracování exportu selhalo.',
    })
    const odpisy = res.body.find((r: any) => r.hasOdpisy)
    expect(odpisy).toMatchObject({
      counts: { sklad: 5, pohyby: 120, karty: 6, odpisy: 2 },
      total: 133,
      skipped: 3,
    })
    expect(new Date(odpisy.finishedAt).getTime() - new Date(odpisy.createdAt).getTime()).toBe(
      90_000
    )
    expect(res.body.map((r: any) => r.total)).toEqual(
      [...SEEDS].reverse().map((s) => total(s.counts))
    )
  })

  test('paged: consecutive pages are disjoint and together the whole list', async () => {
    await expectPagesCoverList(history, { size: 4, idOf: (r) => r.id })
    const second = await page(history, 'page=2&limit=5')
    expect(second.total).toBe(11)
    expect(second.rows.map((r) => r.id)).toEqual([...ids].reverse().slice(5, 10).map(String))
    const past = await page(history, 'page=9&limit=5')
    expect(past).toEqual({ rows: [], total: 11 })
  })

  test('sorted by each of its sort keys, both ways', async () => {
    await expectSortsOrder(history, {
      createdAt: (r) => r.createdAt,
      finishedAt: (r) => r.finishedAt,
      uploadedBy: (r) => r.uploadedBy,
      total: (r) => r.total,
      skipped: (r) => r.skipped,
    })
    /* A batch's state sorts as it goes: waiting, running, done, failed. */
    const rank = { queued: 0, processing: 1, done: 2, failed: 3 } as Record<string, number>
    const asc = await page(history, 'sort=status&limit=50')
    expect(asc.rows.map((r) => rank[r.status])).toEqual(
      asc.rows.map((r) => rank[r.status]).sort((a, b) => a - b)
    )
    expect(asc.rows[0].status).toBe('processing')
    const desc = await page(history, 'sort=status&dir=desc&limit=50')
    expect(desc.rows[0].status).toBe('failed')
    expect(desc.rows.at(-1).status).toBe('processing')
    /* Rows not yet finished go last either way. */
    const finished = await page(history, 'sort=finishedAt&dir=desc')
    expect(finished.rows.at(-1).finishedAt).toBeNull()
    const largest = await page(history, 'sort=total&dir=desc&limit=1')
    expect(largest.rows[0].total).toBe(918)
  })

  test('filtered by status; a bad status, sort or paging is 422 in Czech', async () => {
    const failed = await page(history, 'status=failed&sort=createdAt&dir=desc')
    expect(failed.total).toBe(4)
    expect(failed.rows.every((r) => r.status === 'failed')).toBe(true)
    expect(failed.rows.map((r) => r.id)).toEqual([ids[9], ids[7], ids[5], ids[2]].map(String))
    const running = await page(history, 'status=processing')
    expect(running.rows.map((r) => r.id)).toEqual([String(ids[10])])
    expect((await page(history, 'status=queued')).total).toBe(0)
    expect((await page(history, 'status=')).total).toBe(11)

    await expectBadParameter(history, 'status=hotovo', 'status')
    const badStatus = await history('status=hotovo')
    expect(badStatus.body.message).toBe(
      'Pole status musí být jedna z hodnot: queued, processing, done, failed.'
    )
    const badSort = await history('sort=created_at')
    expect(badSort.status).toBe(422)
    expect(badSort.body.errors[0]).toMatchObject({
      field: 'sort',
      message:
        'Podle pole „created_at“ nelze řadit. Řadit lze podle: createdAt, finishedAt, status, uploadedBy, total, skipped.',
    })
    await expectContractRefusals(history)
  })

  test('the branch’s own user and an admin; another branch’s user 403 as on the other upload routes', async () => {
    const asAdmin = await api.get(`${PATH}?limit=50`, admin)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body).toEqual((await history('limit=50')).body)
    const ofTwo = await api.get('/api/upload/LEMON/2/history', admin)
    expect(ofTwo.body.map((r: any) => r.status)).toEqual(['queued'])
    expect((await api.get('/api/upload/LEMON/2/history', p2)).body).toEqual(ofTwo.body)

    const foreign = await api.get(PATH, p2)
    const foreignMeta = await api.get('/api/upload/LEMON/1/meta', p2)
    expect(foreign.status).toBe(403)
    const { requestId: _, ...denial } = foreign.body
    expect(denial).toEqual({ ...foreignMeta.body, requestId: undefined })
    expect(foreign.body).toMatchObject({
      code: 'FOREIGN_BRANCH',
      message: 'K údajům jiné pobočky nemáte přístup.',
    })
    expect((await api.get(`${PATH}?format=xlsx`, p2)).status).toBe(403)
    expect((await api.get(PATH)).status).toBe(401)
    /* A branch nobody has: an empty history, as its meta is empty. */
    const none = await api.get('/api/upload/LEMON/99/history', admin)
    expect(none.status).toBe(200)
    expect(none.body).toEqual([])
    expect(none.headers.get('x-total-count')).toBe('0')
  })
})

test('the route answers through a controller: a read cut by a switchover runs again', async () => {
  /* retry_cut_requests_middleware runs a route's handler again only when it is not a closure. */
  const { default: router } = await import('@adonisjs/core/services/router')
  const routes = Object.values(router.toJSON()).flat()
  const route = routes.find((r) => r.pattern === '/api/upload/:firma/:pharmacyCode/history')!
  expect(typeof route.handler).toBe('object')
  expect(typeof (route.handler as { handle?: unknown }).handle).toBe('function')
})

describe('Exportovat do Excelu', () => {
  async function download(path: string, token: string) {
    const res = await fetch(`${ctx.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const book = res.status === 200 ? XLSX.read(Buffer.from(await res.arrayBuffer())) : null
    const rows = book
      ? XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 })
      : []
    return { res, book, rows }
  }

  test('the filtered, sorted list, all pages, with Czech headers, states and origins', async () => {
    const query = 'sort=total&dir=desc'
    const shown = (await history(`${query}&limit=50`)).body
    const { res, book, rows } = await download(`${PATH}?${query}&page=2&limit=3&format=xlsx`, p1)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="historie_nahravani_\d{4}_\d{2}_\d{2}\.xlsx"$/
    )
    expect(book!.SheetNames).toEqual(['Historie nahrávání'])
    expect(rows[0]).toEqual([
      'Nahráno',
      'Stav',
      'Původ',
      'Uživatel',
      'Sklad',
      'Pohyby',
      'Karty',
      'Odpisy',
      'Řádků',
      'Přeskočeno',
      'Dokončeno',
      'Chyba',
    ])
    expect(rows).toHaveLength(12)
    expect(rows.slice(1).map((r) => r[8])).toEqual(shown.map((r: any) => r.total))
    const first = rows[1]
    expect(first.slice(1, 10)).toEqual([
      'Zpracováno',
      'Nahráno ručně',
      'boss',
      9,
      900,
      9,
      0,
      918,
      0,
    ])
    expect(first[0]).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/)
    const states = new Set(rows.slice(1).map((r) => r[1]))
    expect(states).toEqual(new Set(['Zpracováno', 'Zpracování selhalo', 'Zpracovává se']))
    expect(rows.slice(1).map((r) => r[2])).toContain('Ze složky LEMON/0001')
    const running = rows.slice(1).find((r) => r[1] === 'Zpracovává se')!
    expect(running[10] ?? null).toBeNull()
  })

  test('the status filter holds in the workbook; a bad sort is 422 there too', async () => {
    const { rows } = await download(`${PATH}?status=failed&format=xlsx`, admin)
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array(4).fill('Zpracování selhalo'))
    expect(rows.slice(1).map((r) => r[11])).toContain('Chybí soubor karty.')
    const bad = await api.get(`${PATH}?format=xlsx&sort=bogus`, p1)
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].field).toBe('sort')
  })
})
