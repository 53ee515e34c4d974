import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import {
  LIST_NAMES,
  seedPoolItems,
  seedPrevodky,
  seedStockBatch,
  transferMix,
  type SeedLot,
} from '../helpers/list_data.js'
import {
  expectBadParameter,
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  page,
  listAt,
} from '../helpers/lists.js'

/*
| The list contract (issue #16) on the branch screens other than the pool-item lists:
| ležáky, ohrožené, branch stock, the převodka lists, refused items, the ledger and the
| prepared packages. Branch 1's export is written straight into the database: 36 lots,
| 24 of them ležáky and 18 ohrožené; one of each is on its way in the pool (hidden).
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string
let b3: string

const get = listAt(() => api)
const lezaky = get('/api/lezaky/LEMON/1', () => b1)
const ohrozenci = get('/api/ohrozenci/LEMON/1', () => b1)
const inventory = get('/api/pharmacy/inventory', () => b1)
const received = get('/api/transfers/received/LEMON/2', () => b2)
const shipped = get('/api/transfers/shipped/LEMON/1', () => b1)
const archive = get('/api/transfers/archive/LEMON/2', () => b2)
const refused = get('/api/refused/LEMON/2', () => b2)
const ledger = get('/api/ledger?firma=LEMON&pharmacyCode=2', () => b2)
const ledgerAdmin = get('/api/ledger?firma=LEMON', () => admin)
const prepared = get('/api/transfers/prepared/LEMON/3', () => b3)

const lots: SeedLot[] = Array.from({ length: 36 }, (_, n) => ({
  pdk: `K${String(n).padStart(3, '0')}`,
  nazev: LIST_NAMES[n % LIST_NAMES.length],
  mnozstvi: 1 + ((n * 11) % 30),
  kodVzp: n % 9 === 0 ? null : `00${2000 + n}`,
  expiresIn: n % 8 === 5 ? null : 5 + ((n * 23) % 200),
  lists: [...(n < 24 ? ['lezak' as const] : []), ...(n % 2 === 0 ? ['ohrozeny' as const] : [])],
  prebytek: 1 + (n % 7),
  minStock: n % 4 === 0 ? 40 : n % 4 === 1 ? null : 2,
}))

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2, b3],
  } = await signInStaff(api, ['1', '2', '3']))
  await seedStockBatch('1', lots, [{ pdk: 'KARTA1', nazev: 'Jen karta', mnozstvi: 0, minStock: 5 }])
  /* K000 (ležák and ohrožený) is on its way to another branch: hidden from both lists. */
  await seedPoolItems([
    {
      source: '1',
      target: '2',
      stav: 'odesláno',
      nazev: lots[0].nazev,
      pdk: 'K000',
      sarze: 'L-K000',
    },
  ])
  await seedPrevodky([
    ...Array.from({ length: 9 }, (_, n) => ({
      from: n % 2 ? '1' : '3',
      to: '2',
      stav: 'odesláno' as const,
      sentDaysAgo: n + 1,
    })),
    ...Array.from({ length: 7 }, (_, n) => ({
      from: n % 3 ? '1' : '2',
      to: n % 3 ? '2' : '3',
      stav: (n % 2 ? 'přijato' : 'uzavřeno') as 'přijato' | 'uzavřeno',
      sentDaysAgo: 20 + n,
      lines: 1 + (n % 3),
    })),
  ])
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.table('refused').multiInsert(
    LIST_NAMES.slice(0, 12).map((_, n) => ({
      firma: 'LEMON',
      pharmacy_code: '2',
      pdk: `R${n}`,
      sarze: `Š-R${n}`,
      reason: n % 3 ? `důvod ${n}` : null,
    }))
  )
  const picked = transferMix(14, '3', '1', 'vychystáno').concat(
    transferMix(5, '3', '2', 'vychystáno').map((i) => ({ ...i, pdk: `X${i.pdk}` }))
  )
  await seedPoolItems(picked)
})
afterAll(async () => ctx?.close())

describe('ležáky and ohrožené', () => {
  test('whole in the spec’s shape and order without parameters; the total in X-Total-Count', async () => {
    const res = await lezaky('')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['lastBatch', 'lezaky'])
    expect(res.body.lezaky).toHaveLength(23)
    expect(res.headers.get('x-total-count')).toBe('23')
    expect(res.body.lezaky.some((i: any) => i.pdk === 'K000')).toBe(false)
    const ohrozene = (await ohrozenci('')).body.ohrozenci
    expect(ohrozene).toHaveLength(17)
    const days = ohrozene.map((i: any) => i.zbyvaDni)
    expect(days).toEqual([...days].sort((a: number, b: number) => a - b))
    const leastFirst = res.body.lezaky.map((i: any) => i.nazev)
    expect(leastFirst).toEqual(
      [...leastFirst].sort(new Intl.Collator('cs', { numeric: true }).compare)
    )
  })

  test('pages, sorts, q with and without diacritics, expiry filters, 422', async () => {
    const rowsOf = (body: any) => body.lezaky ?? body.ohrozenci
    await expectPagesCoverList(lezaky, { size: 5, idOf: (i) => i.id, rowsOf })
    const fields = {
      kodVZP: (i: any) => i.kodVZP,
      nazev: (i: any) => i.nazev,
      mnozstvi: (i: any) => i.mnozstvi,
      exspirace: (i: any) => i.exspirace,
      zbyvaDni: (i: any) => i.zbyvaDni,
    }
    await expectSortsOrder(lezaky, fields, rowsOf)
    await expectSortsOrder(ohrozenci, { ...fields, prebytek: (i: any) => i.prebytek }, rowsOf)
    for (const q of ['čaj heř', 'CAJ HER', 'Čaj heřmánkový']) {
      const { rows, total } = await page(lezaky, `q=${encodeURIComponent(q)}`, rowsOf)
      expect(total).toBe(2)
      expect(rows.every((i) => i.nazev === 'Čaj heřmánkový 20x1,5g')).toBe(true)
    }
    expect((await page(lezaky, 'q=002007', rowsOf)).rows.map((i) => i.pdk)).toEqual(['K007'])
    const soon = await page(ohrozenci, 'expiryTo=2000-01-01', rowsOf)
    expect(soon.total).toBe(0)
    const all = (await page(ohrozenci, 'limit=500', rowsOf)).rows
    const cut = all.filter((i) => i.exspirace).map((i) => i.exspirace)[4]
    const before = await page(ohrozenci, `expiryTo=${cut}`, rowsOf)
    expect(before.rows.every((i) => i.exspirace && i.exspirace <= cut)).toBe(true)
    expect(before.total).toBe(all.filter((i) => i.exspirace && i.exspirace <= cut).length)
    await expectContractRefusals(lezaky)
    await expectBadParameter(lezaky, 'sort=prebytek', 'sort')
    await expectBadParameter(ohrozenci, 'expiryFrom=zitra', 'expiryFrom')
    expect((await api.get('/api/lezaky/LEMON/1?q=caj', b2)).status).toBe(403)
  })
})

describe('branch stock', () => {
  test('pages, sorts, q, the under-minimum filter and the summary for the same filter', async () => {
    const whole = await page(inventory, '')
    expect(whole.total).toBe(37)
    expect(whole.rows.find((r) => r.code === 'KARTA1')).toEqual({
      code: 'KARTA1',
      name: 'Jen karta',
      stock: 0,
      minStock: 5,
    })
    await expectPagesCoverList(inventory, { size: 8, idOf: (r) => r.code })
    await expectSortsOrder(inventory, {
      code: (r) => r.code,
      name: (r) => r.name,
      stock: (r) => r.stock,
      minStock: (r) => r.minStock,
    })
    const under = await page(inventory, 'underMinimum=true&limit=500')
    expect(under.rows.every((r) => r.minStock !== null && r.stock < r.minStock)).toBe(true)
    const summary = await api.get('/api/pharmacy/inventory/summary?underMinimum=true', b1)
    expect(summary.body).toEqual({
      total: under.rows.reduce((s, r) => s + r.stock, 0),
      items: under.total,
      underMinimum: under.total,
      deficit: under.rows.reduce((s, r) => s + r.minStock - r.stock, 0),
    })
    const salvej = await page(inventory, 'q=SALVEJ')
    expect(salvej.rows.map((r) => r.name)).toEqual(['Šalvěj kloktadlo', 'Šalvěj kloktadlo'])
    expect((await api.get('/api/pharmacy/inventory/summary?q=salvěj', b1)).body.items).toBe(2)
    await expectContractRefusals(inventory)
    await expectBadParameter(inventory, 'underMinimum=snad', 'underMinimum')
    expect((await api.get('/api/pharmacy/inventory/summary?pharmacyCode=1', b2)).status).toBe(403)
  })
})

describe('the převodka lists', () => {
  test('received, shipped and archive: totals, pages, sorts, q and filters', async () => {
    expect((await page(received, '')).total).toBe(9)
    expect((await page(shipped, '')).total).toBe(4 + 4)
    await expectPagesCoverList(received, { size: 2, idOf: (p) => p.prevodkaId })
    await expectPagesCoverList(archive, { size: 3, idOf: (p) => p.prevodkaId })
    const sorts = {
      prevodkaId: (p: any) => p.prevodkaId,
      fromPharmacyCode: (p: any) => p.fromPharmacyCode,
      toPharmacyCode: (p: any) => p.toPharmacyCode,
      stav: (p: any) => p.stav,
      sentAt: (p: any) => p.sentAt,
      receivedAt: (p: any) => p.receivedAt,
    }
    await expectSortsOrder(received, sorts)
    await expectSortsOrder(archive, sorts)
    /* The partner's name, with or without diacritics; its code. */
    for (const q of ['lekarna 3', 'Lékárna 3', 'LÉKÁRNA 3']) {
      const found = await page(received, `q=${encodeURIComponent(q)}`)
      expect(found.rows.length, q).toBeGreaterThan(0)
      expect(found.rows.every((p) => p.fromPharmacyCode === '3')).toBe(true)
    }
    const fromOne = await page(received, 'source=1')
    expect(fromOne.total).toBe(4)
    const closed = await page(archive, `stav=${encodeURIComponent('uzavřeno')}`)
    expect(closed.rows.every((p) => p.stav === 'uzavřeno')).toBe(true)
    await expectContractRefusals(received)
    await expectBadParameter(received, `stav=${encodeURIComponent('přijato')}`, 'stav')
    expect((await api.get('/api/transfers/archive/LEMON/2?q=x', b3)).status).toBe(403)
  })

  test('the admin’s in-transit list sorts and searches the same way', async () => {
    const inTransit = get('/api/transfers/in-transit?firma=LEMON', () => admin)
    expect((await page(inTransit, '')).total).toBe(9)
    await expectSortsOrder(inTransit, {
      sentAt: (p) => p.sentAt,
      prevodkaId: (p) => p.prevodkaId,
      fromPharmacyCode: (p) => p.fromPharmacyCode,
    })
    expect((await page(inTransit, 'source=3')).total).toBe(5)
    await expectContractRefusals(inTransit)
  })
})

describe('refused items, the ledger and the prepared packages', () => {
  test('refused: newest first, sorts, q over PDK and lot', async () => {
    expect((await page(refused, '')).total).toBe(12)
    await expectPagesCoverList(refused, { size: 5, idOf: (r) => r._id })
    await expectSortsOrder(refused, { PDK: (r) => r.PDK, reason: (r) => r.reason })
    const lot = await page(refused, `q=${encodeURIComponent('š-r1')}`)
    expect(lot.rows.map((r) => r.PDK).sort()).toEqual(['R1', 'R10', 'R11'])
    await expectContractRefusals(refused)
  })

  test('ledger: the branch’s relations and the admin’s branches sort and page', async () => {
    const rowsOf = (body: any) => body.relations
    const all = await page(ledger, '', rowsOf)
    expect(all.total).toBeGreaterThan(1)
    await expectSortsOrder(
      ledger,
      { toPharmacy: (r) => r.toPharmacy, saldo: (r) => r.saldo },
      rowsOf
    )
    const first = await page(ledger, 'limit=1', rowsOf)
    expect(first.rows).toHaveLength(1)
    expect(first.total).toBe(all.total)
    expect((await page(ledger, 'q=3', rowsOf)).rows.map((r) => r.toPharmacy)).toEqual(['3'])
    const branches = await page(ledgerAdmin, 'sort=totalSaldo&dir=desc', (b) => b.result)
    const totals = branches.rows.map((b) => b.totalSaldo)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    await expectContractRefusals(ledger)
    await expectBadParameter(ledgerAdmin, 'sort=saldo', 'sort')
  })

  test('prepared: one row per target branch, sorted, searched and paged', async () => {
    const all = await page(prepared, 'sort=targetPharmacyCode')
    expect(all.rows.map((p) => [p.targetPharmacyCode, p.count])).toEqual([
      ['1', 14],
      ['2', 5],
    ])
    const byCount = await page(prepared, 'sort=count&dir=asc')
    expect(byCount.rows.map((p) => p.count)).toEqual([5, 14])
    expect((await page(prepared, 'q=lekarna 2')).rows.map((p) => p.targetPharmacyCode)).toEqual([
      '2',
    ])
    const second = await page(prepared, 'sort=targetPharmacyCode&limit=1&page=2')
    expect(second.rows.map((p) => p.targetPharmacyCode)).toEqual(['2'])
    expect(second.total).toBe(2)
    /* A page carries counts; the whole list and one package carry the lines. */
    expect(second.rows[0].items).toBeUndefined()
    expect(all.rows.map((p) => p.items.length)).toEqual([14, 5])
    const one = await page(prepared, 'target=002')
    expect(one.rows.map((p) => [p.targetPharmacyCode, p.items.length])).toEqual([['2', 5]])
    await expectContractRefusals(prepared)
  })
})
