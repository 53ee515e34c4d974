import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, type SeedItem } from '../helpers/list_data.js'
import {
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  page,
  type ListGet,
} from '../helpers/lists.js'
import { createBranch, signInStaff } from '../helpers/users.js'

/*
| The admin's pool statistics under the list contract (issue #16): a row per branch of
| firma LEMON with its name, searched, sorted and paged by the server; branches of another
| firma are not counted; only an admin reads them.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string

const stats: ListGet = (query) => api.get(`/api/pool/LEMON/stats?${query}`, admin)

/* Code, name, items: [lezak, ohrozeny, empty name] flags per item. */
const BRANCHES: [string, string, [boolean, boolean, boolean][]][] = [
  [
    '1',
    'Lékárna 1',
    [
      [true, true, false],
      [true, false, false],
    ],
  ],
  ['2', 'Lékárna 2', [[false, true, false]]],
  [
    '3',
    'Brno – Líšeň',
    [
      [true, false, false],
      [false, false, true],
      [false, true, false],
    ],
  ],
  ['9', 'Žďár nad Sázavou', [[true, true, false]]],
  [
    '10',
    'Ústí nad Labem',
    [
      [false, false, false],
      [false, false, false],
      [true, true, true],
      [true, false, false],
    ],
  ],
  [
    '21',
    'Praha – Černý Most',
    [
      [false, true, false],
      [false, true, false],
    ],
  ],
  ['104', 'Čáslav', [[true, false, false]]],
]

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1],
  } = await signInStaff(api, ['1', '2']))
  for (const [code, name] of BRANCHES) await createBranch(code, 'LEMON', name)
  await createBranch('3', 'JINA', 'Jiná firma')
  const items: SeedItem[] = BRANCHES.flatMap(([code, , flags]) =>
    flags.map(([, , empty], n) => ({
      source: code,
      stav: 'aktivní',
      nazev: empty ? ' ' : `Přípravek ${code}-${n}`,
      pdk: `S${code}${n}`,
    }))
  )
  items.push({ source: '3', stav: 'aktivní', nazev: 'Cizí', pdk: 'X1', firma: 'JINA' })
  const ids = await seedPoolItems(items)
  const flags = BRANCHES.flatMap(([, , f]) => f)
  const { default: db } = await import('@adonisjs/lucid/services/db')
  for (const [n, [lezak, ohrozeny]] of flags.entries())
    await db.from('pool_items').where('id', ids[n]).update({ lezak, ohrozeny })
})
afterAll(async () => ctx?.close())

describe('pool statistics, paged by the server', () => {
  test('without parameters: every branch of LEMON in code order, with its name and counts', async () => {
    const res = await api.get('/api/pool/LEMON/stats', admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-total-count')).toBe('7')
    expect(res.body.map((r: any) => r.pobocka)).toEqual(['1', '2', '3', '9', '10', '21', '104'])
    expect(res.body.find((r: any) => r.pobocka === '10')).toEqual({
      pobocka: '10',
      nazev: 'Ústí nad Labem',
      total: 4,
      lezaci: 2,
      ohrozenci: 1,
      combined: 1,
      empty: 1,
    })
    /* Branch 3 of another firma does not add its item. */
    expect(res.body.find((r: any) => r.pobocka === '3')).toMatchObject({ total: 3, empty: 1 })
  })

  test('totals, disjoint pages, every sortable field', async () => {
    expect((await page(stats, 'page=1&limit=3')).total).toBe(7)
    await expectPagesCoverList(stats, { size: 3, idOf: (r) => r.pobocka })
    await expectSortsOrder(stats, {
      pobocka: (r) => r.pobocka,
      nazev: (r) => r.nazev,
      total: (r) => r.total,
      lezaci: (r) => r.lezaci,
      ohrozenci: (r) => r.ohrozenci,
      combined: (r) => r.combined,
      empty: (r) => r.empty,
    })
    const biggest = await page(stats, 'sort=total&dir=desc&limit=2')
    expect(biggest.rows.map((r) => r.pobocka)).toEqual(['10', '3'])
    expect(biggest.total).toBe(7)
  })

  test('q over the code and the name, with and without diacritics', async () => {
    const names = async (q: string) =>
      (await page(stats, `q=${encodeURIComponent(q)}`)).rows.map((r) => r.nazev)
    expect(await names('lisen')).toEqual(['Brno – Líšeň'])
    expect(await names('LÍŠEŇ')).toEqual(['Brno – Líšeň'])
    expect(await names('zdar')).toEqual(['Žďár nad Sázavou'])
    expect(await names('cern')).toEqual(['Praha – Černý Most'])
    expect(await names('caslav')).toEqual(['Čáslav'])
    expect((await page(stats, 'q=10')).rows.map((r) => r.pobocka)).toEqual(['10', '104'])
    expect((await page(stats, 'q=nikde')).total).toBe(0)
  })

  test('a bad parameter is 422 in Czech; a branch user gets 403', async () => {
    await expectContractRefusals(stats)
    expect((await api.get('/api/pool/LEMON/stats?sort=total', b1)).status).toBe(403)
    expect((await api.get('/api/pool/LEMON/stats', b1)).status).toBe(403)
  })

  test('Exportovat do Excelu: the filtered, sorted list with the screen’s columns', async () => {
    const res = await fetch(
      `${ctx.baseUrl}/api/pool/LEMON/stats?format=xlsx&q=a&sort=total&dir=desc&page=2&limit=1`,
      {
        headers: { authorization: `Bearer ${admin}` },
      }
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="statistiky_poolu_\d{4}_\d{2}_\d{2}\.xlsx"/
    )
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()))
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    })
    expect(rows[0]).toEqual([
      'Pobočka',
      'Název pobočky',
      'Celkem',
      'Ležáci',
      'Ohroženci',
      'Ležáci i ohroženci',
      'Prázdné řádky',
    ])
    /* All pages, not the asked one; every name with an "a" (Brno – Líšeň has none), ties in code order. */
    expect(rows.slice(1).map((r) => r[0])).toEqual(['10', '1', '21', '2', '9', '104'])
  })
})
