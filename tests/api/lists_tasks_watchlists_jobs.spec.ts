import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { failJobs } from '../helpers/failed_jobs.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, type SeedItem } from '../helpers/list_data.js'
import {
  expectBadParameter,
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  page,
  type ListGet,
  listAt,
} from '../helpers/lists.js'
import { signInStaff } from '../helpers/users.js'

/*
| The list contract (issue #16) in full on the lists whose screens paged in the browser
| until its leftovers: my tasks, the watchlists, the price-list history, the failed jobs
| and the data explorer's results. Totals, disjoint pages, every sortable field, `q` with
| and without diacritics, each filter, 422 on a bad parameter, who may read them.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string

const get = listAt(() => api)
const myTasks = get('/api/tasks/my', () => b1)
const watchlists = get('/api/watchlists/LEMON/1', () => b1)
const leaflets = get('/api/leaflet-admin/list', () => admin)
const uhrady = get('/api/uhrady-admin/list', () => admin)
const jobs = get('/api/admin/jobs', () => admin)
const explore =
  (body: { collection: string; query: string }): ListGet =>
  (query) =>
    api.call('POST', `/api/search?${query}`, { body, token: admin })

const items = (body: any) => body.items
const failed = (body: any) => body.failed

const TASKS = [
  'Úklid skladu',
  'Školení BOZP',
  'Inventura OTC',
  'Revize lékárničky',
  'Objednat letáky',
]
const WATCHLISTS: [string, string | null][] = [
  ['Čaje a sirupy', 'caje@lemon.cz'],
  ['Diabetici', null],
  ['Alergie', 'alergie@lemon.cz'],
  ['Šumivé tablety', 'sumive@lemon.cz'],
  ['Kardiologie', null],
  ['Žilní přípravky', 'zily@lemon.cz'],
]

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2],
  } = await signInStaff(api, ['1', '2']))
  for (const [n, title] of TASKS.entries()) {
    const res = await api.post(
      '/api/tasks',
      {
        title,
        description: n === 3 ? 'Zkontrolovat exspirace v lékárničce' : null,
        pharmacyCodes: n === 4 ? ['2'] : ['1', '2'],
        priority: ['low', 'high', 'medium'][n % 3],
        dueDate: n === 2 ? null : `2026-12-0${n + 1}`,
      },
      admin
    )
    expect(res.status).toBe(201)
    if (n === 1)
      await api.call('PUT', `/api/tasks/${res.body.id}/complete`, {
        body: { done: true },
        token: b1,
      })
  }
  for (const [name, email] of WATCHLISTS)
    expect((await api.post('/api/watchlists/LEMON/1', { name, email }, b1)).status).toBe(201)
  expect((await api.post('/api/watchlists/LEMON/2', { name: 'Cizí' }, b2)).status).toBe(201)
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.table('price_lists').multiInsert([
    ...['letak-leden.xlsx', 'Leták únor.xlsx', 'letak-brezen.xls', 'LETÁK DUBEN.xlsx'].map(
      (source, n) => ({
        kind: 'leaflet',
        valid_from: `2026-0${n + 1}-01`,
        valid_to: `2026-0${n + 1}-2${8 - n}`,
        source,
        rows: [300, 100, 400, 200][n],
        saved_at: db.raw(`now() - ? * interval '1 hour'`, [(n * 7) % 4]),
      })
    ),
    ...['uhrady-1.xlsx', 'Úhrady říjen.xlsx', 'uhrady-3.xls'].map((source, n) => ({
      kind: 'uhrady',
      valid_from: `2026-1${n}-01`,
      source,
      rows: 10 * (n + 1),
    })),
  ])
  await failJobs([
    { queue: 'pdf', name: 'pdf.render', reason: 'Šablona převodky chybí' },
    { queue: 'pdf', name: 'pdf.render', reason: 'Písmo DejaVu nenalezeno' },
    { queue: 'imports', name: 'exports.process_export', reason: 'Soubor nemá sloupec PDK' },
    { queue: 'maintenance', name: 'audit.purge', reason: 'Zámek je obsazený' },
    { queue: 'pdf', name: 'pdf.render', reason: 'Časový limit vypršel' },
  ])
  await seedPoolItems(
    ['IBALGIN 400 TBL 30', 'Ženšen TBL 60', 'Šalvěj TBL 20', 'PARALEN 500 TBL 24', 'Zinek TBL']
      .flatMap((nazev, n): SeedItem[] => [
        { source: '1', stav: 'aktivní', nazev, pdk: `T${n}`, mnozstvi: 5 - n, expiresIn: 30 * n },
        {
          source: '2',
          target: n % 2 ? '1' : null,
          stav: n % 2 ? 'rezervováno' : 'aktivní',
          nazev,
          pdk: `U${n}`,
          mnozstvi: n + 2,
          expiresIn: n === 3 ? null : 40 + n,
          probability: n % 2 ? 10 * n : null,
        },
      ])
      .concat([{ source: '3', stav: 'aktivní', nazev: 'Acylpyrin', pdk: 'A1' }])
  )
})
afterAll(async () => {
  await (await import('#core/queue')).closeQueues()
  await ctx?.close()
})

describe('my tasks', () => {
  test('the branch’s own tasks: totals, the done tab, pages, every sort, q, refusals', async () => {
    expect((await page(myTasks, '')).total).toBe(4)
    expect((await page(myTasks, 'done=false')).total).toBe(3)
    expect((await page(myTasks, 'done=true')).rows.map((t) => t.title)).toEqual(['Školení BOZP'])
    /* Branch 2 has its own fifth task; branch 1 never sees it. */
    const theirs = get('/api/tasks/my', () => b2)
    expect((await page(theirs, '')).total).toBe(5)
    expect((await page(myTasks, 'q=objednat')).total).toBe(0)
    await expectPagesCoverList(myTasks, { size: 3, idOf: (t) => t.id })
    await expectSortsOrder(myTasks, {
      title: (t) => t.title,
      dueDate: (t) => t.dueDate,
      status: (t) => t.status,
    })
    const byPriority = await page(myTasks, 'sort=priority&dir=desc')
    expect(byPriority.rows.map((t) => t.priority)).toEqual(['low', 'low', 'medium', 'high'])
    /* Tasks without a due date stay last in both directions. */
    expect((await page(myTasks, 'sort=dueDate&dir=desc')).rows.at(-1).title).toBe('Inventura OTC')
    const titles = async (q: string) =>
      (await page(myTasks, `q=${encodeURIComponent(q)}`)).rows.map((t) => t.title)
    expect(await titles('uklid')).toEqual(['Úklid skladu'])
    expect(await titles('ÚKLID')).toEqual(['Úklid skladu'])
    expect(await titles('lekarnicce')).toEqual(['Revize lékárničky'])
    await expectContractRefusals(myTasks)
    await expectBadParameter(myTasks, 'done=maybe', 'done')
    expect((await api.get('/api/tasks/my')).status).toBe(401)
  })
})

describe('watchlists', () => {
  test('totals, pages, every sort, q with and without diacritics, refusals, branch scope', async () => {
    const all = await page(watchlists, '')
    expect(all.total).toBe(6)
    expect(all.rows.every((w) => w.pharmacyCode === '1')).toBe(true)
    await expectPagesCoverList(watchlists, { size: 4, idOf: (w) => w.id })
    await expectSortsOrder(watchlists, {
      name: (w) => w.name,
      email: (w) => w.email,
      createdAt: (w) => w.createdAt,
      updatedAt: (w) => w.updatedAt,
    })
    expect((await page(watchlists, 'sort=name&limit=2')).rows.map((w) => w.name)).toEqual([
      'Alergie',
      'Čaje a sirupy',
    ])
    const names = async (q: string) =>
      (await page(watchlists, `q=${encodeURIComponent(q)}`)).rows.map((w) => w.name)
    expect(await names('zilni')).toEqual(['Žilní přípravky'])
    expect(await names('ŽILNÍ')).toEqual(['Žilní přípravky'])
    expect(await names('sumive@')).toEqual(['Šumivé tablety'])
    await expectContractRefusals(watchlists)
    expect((await api.get('/api/watchlists/LEMON/1?limit=2', b2)).status).toBe(403)
    expect(
      (
        await page(
          get('/api/watchlists/LEMON/1', () => admin),
          ''
        )
      ).total
    ).toBe(6)
  })
})

describe('the price-list history', () => {
  test('leaflets: pages, every sort, q with and without diacritics, admin only', async () => {
    expect((await page(leaflets, '', items)).total).toBe(4)
    await expectPagesCoverList(leaflets, { size: 3, idOf: (h) => h.id, rowsOf: items })
    await expectSortsOrder(
      leaflets,
      {
        validFrom: (h) => h.validFrom,
        validTo: (h) => h.validTo,
        source: (h) => h.source,
        savedAt: (h) => h.savedAt,
        rows: (h) => h.rows,
      },
      items
    )
    const sources = async (q: string) =>
      (await page(leaflets, `q=${encodeURIComponent(q)}`, items)).rows.map((h) => h.source)
    expect(await sources('unor')).toEqual(['Leták únor.xlsx'])
    expect(await sources('ÚNOR')).toEqual(['Leták únor.xlsx'])
    expect((await sources('letak')).sort()).toEqual(
      ['LETÁK DUBEN.xlsx', 'Leták únor.xlsx', 'letak-brezen.xls', 'letak-leden.xlsx'].sort()
    )
    await expectContractRefusals(leaflets)
    expect((await api.get('/api/leaflet-admin/list?limit=2', b1)).status).toBe(403)
  })

  test('úhrady: their own history, searched without diacritics', async () => {
    expect((await page(uhrady, '', items)).total).toBe(3)
    expect((await page(uhrady, 'q=rijen', items)).rows.map((h) => h.source)).toEqual([
      'Úhrady říjen.xlsx',
    ])
    expect((await page(uhrady, 'sort=rows&dir=desc&limit=1', items)).rows[0].rows).toBe(30)
    await expectContractRefusals(uhrady)
    expect((await api.get('/api/uhrady-admin/list', b1)).status).toBe(403)
  })
})

describe('failed jobs', () => {
  test('the newest failed jobs: totals, pages, every sort, q, the queue filter, admin only', async () => {
    const whole = await api.get('/api/admin/jobs', admin)
    expect(whole.status).toBe(200)
    expect(whole.body.failed).toHaveLength(5)
    expect(whole.body.queues.map((q: any) => q.name)).toEqual([
      'imports',
      'pdf',
      'maintenance',
      'mail',
      /* The inbox scanner's own queue (issue #29). */
      'inbox',
    ])
    expect(whole.headers.get('x-total-count')).toBe('5')
    await expectPagesCoverList(jobs, {
      size: 2,
      idOf: (j) => `${j.queue}/${j.id}`,
      rowsOf: failed,
    })
    await expectSortsOrder(
      jobs,
      {
        queue: (j) => j.queue,
        name: (j) => j.name,
        failedAt: (j) => j.failedAt,
        attemptsMade: (j) => j.attemptsMade,
      },
      failed
    )
    const reasons = async (query: string) =>
      (await page(jobs, query, failed)).rows.map((j) => j.failedReason)
    expect(await reasons('q=sablona')).toEqual(['Šablona převodky chybí'])
    expect(await reasons('q=ŠABLONA')).toEqual(['Šablona převodky chybí'])
    expect(await reasons('q=casovy')).toEqual(['Časový limit vypršel'])
    expect((await page(jobs, 'queue=pdf', failed)).total).toBe(3)
    expect(await reasons('queue=maintenance')).toEqual(['Zámek je obsazený'])
    expect((await page(jobs, 'queue=pdf&q=dejavu', failed)).total).toBe(1)
    await expectContractRefusals(jobs)
    await expectBadParameter(jobs, 'queue=smtp', 'queue')
    expect((await api.get('/api/admin/jobs?limit=2', b1)).status).toBe(403)
  })
})

describe('the data explorer', () => {
  const tbl = explore({ collection: 'poolitems', query: 'tbl' })

  test('the matches: totals, pages, every field sorts, q within them with and without diacritics', async () => {
    const whole = await page(tbl, '')
    expect(whole.total).toBe(10)
    await expectPagesCoverList(tbl, { size: 4, idOf: (r) => `${r.pharmacyCode}/${r.pdk}` })
    await expectSortsOrder(
      tbl,
      Object.fromEntries(
        [
          'firma',
          'pharmacyCode',
          'pdk',
          'nazev',
          'sarze',
          'exspirace',
          'mnozstvi',
          'ncsd',
          'stav',
          'targetPharmacyCode',
          'probability',
          'version',
        ].map((field) => [field, (r: any) => r[field]])
      )
    )
    const found = async (q: string) =>
      (await page(tbl, `q=${encodeURIComponent(q)}`)).rows.map((r) => `${r.pharmacyCode}/${r.pdk}`)
    expect(await found('zensen')).toEqual(['1/T1', '2/U1'])
    expect(await found('ŽENŠEN')).toEqual(['1/T1', '2/U1'])
    expect(await found('rezervovano')).toEqual(['2/U3', '2/U1'])
    /* The text searched is the body's; Acylpyrin has no "tbl". */
    expect(await found('acylpyrin')).toEqual([])
  })

  test('refusals: a bad list parameter or body is 422; only an admin searches', async () => {
    await expectContractRefusals(tbl)
    const other = explore({ collection: 'sklady', query: 'tbl' })
    await expectBadParameter(other, 'sort=stav', 'sort')
    const blank = await api.call('POST', '/api/search?page=1', {
      body: { collection: 'poolitems', query: '  ' },
      token: admin,
    })
    expect(blank.status).toBe(422)
    const user = await api.call('POST', '/api/search?page=1', {
      body: { collection: 'poolitems', query: 'tbl' },
      token: b1,
    })
    expect(user.status).toBe(403)
  })
})
