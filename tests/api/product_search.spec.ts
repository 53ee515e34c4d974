import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, seedStockBatch } from '../helpers/list_data.js'
import { createUser, signInStaff } from '../helpers/users.js'

/*
| The header's product search (issue #25, item 6): a name, PDK or SÚKL code found in the
| branch's stock, its pool offer and the transfers it is part of. A branch's user sees their
| own branch only, whatever the request names; an admin searches one branch or the firma.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string
let other: string

const PARALEN = 'PARALEN 500MG TBL 24'
const IBALGIN = 'IBALGIN 400 TBL 30'

type Found = {
  scope: { firma: string; pharmacyCode: string | null }
  stock: { items: any[]; more: boolean }
  pool: { items: any[]; more: boolean }
  transfers: { items: any[]; more: boolean }
}

const search = (query: string, token: string) =>
  api.get(`/api/search/products?${query}`, token) as Promise<{ status: number; body: Found }>
const found = async (query: string, token: string) => {
  const res = await search(query, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
const where = (items: any[]) => items.map((i) => `${i.pharmacyCode}/${i.pdk}`)

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2],
  } = await signInStaff(api, ['1', '2', '3']))
  await createUser({
    username: 'jinde',
    email: 'jinde@jina.cz',
    password: 'heslo1234',
    role: 'user',
    firma: 'JINA',
    pharmacyCode: '1',
  })
  other = await api.login('jinde@jina.cz', 'heslo1234')

  await seedStockBatch('1', [
    { pdk: 'A1', nazev: PARALEN, mnozstvi: 30, kodVzp: '0012345', expiresIn: 200, sarze: 'L1' },
    { pdk: 'A1', nazev: PARALEN, mnozstvi: 20, kodVzp: '0012345', expiresIn: 40, sarze: 'L2' },
    { pdk: 'B2', nazev: IBALGIN, mnozstvi: 12, kodVzp: '0054321', expiresIn: 90 },
    ...Array.from({ length: 7 }, (_, n) => ({
      pdk: `E${n}`,
      nazev: `ECHINACEA ${n} TBL`,
      mnozstvi: 1 + n,
    })),
  ])
  await seedStockBatch('2', [{ pdk: 'X9', nazev: 'Paralen 125 SUP 10', mnozstvi: 7 }])
  await seedStockBatch('3', [{ pdk: 'A1', nazev: PARALEN, mnozstvi: 3, kodVzp: '0012345' }])
  await seedPoolItems([
    { source: '1', stav: 'aktivní', nazev: PARALEN, pdk: 'A1', kodVzp: '0012345', mnozstvi: 20 },
    { source: '2', stav: 'aktivní', nazev: 'Paralen 125 SUP 10', pdk: 'X9', mnozstvi: 5 },
    { source: '2', target: '1', stav: 'rezervováno', nazev: 'Paralen 125 SUP 10', pdk: 'X9' },
    { source: '1', target: '3', stav: 'potvrzeno', nazev: IBALGIN, pdk: 'B2', mnozstvi: 4 },
    { source: '3', target: '2', stav: 'odesláno', nazev: PARALEN, pdk: 'A1' },
    /* Done with: not on its way any more. */
    { source: '2', target: '1', stav: 'přijato', nazev: PARALEN, pdk: 'A1' },
  ])
})

afterAll(async () => {
  await ctx?.close()
})

describe('GET /api/search/products', () => {
  test("a branch's user finds the product in their own stock, pool and transfers only", async () => {
    const body = await found('q=paralen', b1)
    expect(body.scope).toEqual({ firma: 'LEMON', pharmacyCode: '1' })
    expect(body.stock).toEqual({
      items: [
        {
          pharmacyCode: '1',
          pdk: 'A1',
          nazev: PARALEN,
          kodVZP: '0012345',
          mnozstvi: 50,
          exspirace: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ],
      more: false,
    })
    expect(where(body.pool.items)).toEqual(['1/A1'])
    expect(body.pool.items[0]).toMatchObject({ stav: 'aktivní', mnozstvi: 20 })
    expect(body.transfers.items).toEqual([
      expect.objectContaining({
        pharmacyCode: '2',
        targetPharmacyCode: '1',
        pdk: 'X9',
        stav: 'rezervováno',
        prevodkaId: null,
      }),
    ])

    /* Branch 2 sees its own: its stock and offer, the item it reserved for 1, what 3 sent it. */
    const two = await found('q=paralen', b2)
    expect(where(two.stock.items)).toEqual(['2/X9'])
    expect(where(two.pool.items)).toEqual(['2/X9'])
    expect(
      two.transfers.items.map((i) => `${i.pharmacyCode}→${i.targetPharmacyCode}`).sort()
    ).toEqual(['2→1', '3→2'])
  })

  test('by PDK, SÚKL code, lot, or the name without diacritics and in any case', async () => {
    expect(where((await found('q=0054321', b1)).stock.items)).toEqual(['1/B2'])
    expect(where((await found('q=a1', b1)).stock.items)).toEqual(['1/A1'])
    expect(where((await found('q=L2', b1)).stock.items)).toEqual(['1/A1'])
    const ibalgin = await found(`q=${encodeURIComponent('ibálgin')}`, b1)
    expect(where(ibalgin.stock.items)).toEqual(['1/B2'])
    expect(ibalgin.transfers.items).toEqual([
      expect.objectContaining({ pdk: 'B2', stav: 'potvrzeno', targetPharmacyCode: '3' }),
    ])
    expect(await found('q=zyrtec', b1)).toMatchObject({
      stock: { items: [], more: false },
      pool: { items: [], more: false },
      transfers: { items: [], more: false },
    })
  })

  test('a few of each place, in name order, and whether there are more', async () => {
    const body = await found('q=echinacea', b1)
    expect(body.stock.items.map((i) => i.nazev)).toEqual([
      'ECHINACEA 0 TBL',
      'ECHINACEA 1 TBL',
      'ECHINACEA 2 TBL',
      'ECHINACEA 3 TBL',
      'ECHINACEA 4 TBL',
    ])
    expect(body.stock.more).toBe(true)
  })

  test("a branch's user never reaches another branch's stock, whatever the request names", async () => {
    for (const query of ['q=paralen&pharmacyCode=2', 'q=paralen&pharmacyCode=3&firma=LEMON']) {
      const res = await search(query, b1)
      expect(res.status, query).toBe(403)
      expect((res.body as any).message).toBe('K údajům jiné pobočky nemáte přístup.')
    }
    expect((await search('q=paralen&firma=JINA', b1)).status).toBe(403)
    /* Branch 1 of another firma finds nothing of LEMON's branch 1. */
    const elsewhere = await found('q=paralen', other)
    expect(elsewhere.scope).toEqual({ firma: 'JINA', pharmacyCode: '1' })
    expect([elsewhere.stock.items, elsewhere.pool.items, elsewhere.transfers.items]).toEqual([
      [],
      [],
      [],
    ])
    expect((await api.get('/api/search/products?q=paralen')).status).toBe(401)
  })

  test('an admin searches the whole firma, or the branch they name', async () => {
    const firma = await found('q=paralen', admin)
    expect(firma.scope).toEqual({ firma: 'LEMON', pharmacyCode: null })
    /* In Czech order, numbers by value: Paralen 125 before PARALEN 500. */
    expect(where(firma.stock.items)).toEqual(['2/X9', '1/A1', '3/A1'])
    expect(where(firma.pool.items).sort()).toEqual(['1/A1', '2/X9'])
    expect(firma.transfers.items.map((i) => i.stav).sort()).toEqual(['odesláno', 'rezervováno'])

    const three = await found('q=paralen&pharmacyCode=3', admin)
    expect(three.scope).toEqual({ firma: 'LEMON', pharmacyCode: '3' })
    expect(where(three.stock.items)).toEqual(['3/A1'])
    expect(three.transfers.items).toEqual([
      expect.objectContaining({ pharmacyCode: '3', targetPharmacyCode: '2', stav: 'odesláno' }),
    ])
  })

  test('a query too short or missing is 422 in Czech; the firma needs three letters', async () => {
    const cases: [string, string, string][] = [
      ['', b1, 'Zadejte název, PDK nebo kód SÚKL.'],
      ['q=p', b1, 'Zadejte alespoň 2 znaky.'],
      ['q=pa', admin, 'Pro hledání ve všech pobočkách zadejte alespoň 3 znaky.'],
      [`q=${'x'.repeat(101)}`, b1, 'Hledaný text smí mít nejvýše 100 znaků.'],
    ]
    for (const [query, token, message] of cases) {
      const res = await search(query, token)
      expect(res.status, query).toBe(422)
      expect((res.body as any).errors[0], query).toMatchObject({ field: 'q', message })
    }
    expect((await search('q=pa', b1)).status).toBe(200)
    expect((await search('q=pa&pharmacyCode=1', admin)).status).toBe(200)
  })

  test("the firma's stock can be searched through the trigram index, not a scan of sklad rows", async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    /* A test database is too small for the planner to prefer any index on its own. */
    await db.rawQuery('SET enable_seqscan = off')
    const plan = await db.rawQuery(
      `EXPLAIN SELECT s.pdk FROM sklad_rows s WHERE s.search_fold LIKE '%paralen%'`
    )
    await db.rawQuery('SET enable_seqscan = on')
    const text = plan.rows.map((r: any) => r['QUERY PLAN']).join('\n')
    expect(text).toMatch(/sklad_rows_search_trgm/)
    expect(text).not.toMatch(/Seq Scan on sklad_rows/)
  })
})
