import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { seedPoolItems, transferMix } from '../helpers/list_data.js'
import {
  expectBadParameter,
  expectContractRefusals,
  expectPagesCoverList,
  expectSortsOrder,
  page,
  listAt,
} from '../helpers/lists.js'

/*
| The list contract (issue #16) on the lists of pool items: the transfer lists, the
| branch pool and the admin's pool items. Branch 2 receives 40 proposals from branch 1
| (34 rezervováno, 6 odesláno) and 8 from branch 3; it sends 12 confirmed items to
| branch 1; branch 1 has its own pool besides.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string
let b3: string

const list = listAt(() => api)

const incoming = list('/api/transfers/incoming/LEMON/2', () => b2)
const outgoing = list('/api/transfers/outgoing/LEMON/2', () => b2)
const confirmed = list('/api/transfers/confirmed/LEMON/1', () => b1)
const pool = list('/api/pool/LEMON/1', () => b1)
const adminItems = list('/api/poolitems', () => admin)

const ITEM_SORTS = {
  PDK: (i: any) => i.PDK,
  Název: (i: any) => i['Název'],
  Množství: (i: any) => i['Množství'],
  NCSD: (i: any) => i.NCSD,
  Šarže: (i: any) => i['Šarže'],
  Exspirace: (i: any) => i.Exspirace,
  pharmacyCode: (i: any) => i.pharmacyCode,
  probability: (i: any) => i.probability,
  stav: (i: any) => i.stav,
}
const idOf = (i: any) => i.id

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2, b3],
  } = await signInStaff(api, ['1', '2', '3']))
  await seedPoolItems([
    ...transferMix(34, '1', '2', 'rezervováno'),
    ...transferMix(6, '1', '2', 'odesláno').map((i) => ({ ...i, pdk: `S${i.pdk}` })),
    ...transferMix(8, '3', '2', 'rezervováno'),
    ...transferMix(12, '2', '1', 'potvrzeno'),
    ...transferMix(30, '1', null as any, 'aktivní').map((i) => ({ ...i, pdk: `A${i.pdk}` })),
  ])
})
afterAll(async () => ctx?.close())

describe('the transfer lists of a branch', () => {
  test('without parameters: the whole list in the spec’s order, the total in X-Total-Count', async () => {
    const res = await incoming('')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(48)
    expect(res.headers.get('x-total-count')).toBe('48')
    expect(Date.parse(res.headers.get('x-loaded-at')!)).toBeGreaterThan(Date.now() - 60_000)
    const weights = res.body.map((i: any) => ((i.NCSD ?? 0) * (i.probability ?? 0)) / 2)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    expect(new Set(res.body.map((i: any) => i.stav))).toEqual(new Set(['rezervováno', 'odesláno']))
  })

  test('consecutive pages are disjoint and add up to the list', async () => {
    await expectPagesCoverList(incoming, { size: 7, idOf })
    await expectPagesCoverList(outgoing, { size: 5, idOf })
    const first = await page(incoming, 'page=1')
    expect(first.rows).toHaveLength(48)
    expect((await page(incoming, 'page=9&limit=50')).rows).toEqual([])
  })

  test('each field sorts both ways, by the server', async () => {
    await expectSortsOrder(incoming, ITEM_SORTS)
    await expectSortsOrder(outgoing, {
      ...ITEM_SORTS,
      targetPharmacyCode: (i) => i.targetPharmacyCode,
    })
    const byName = await page(incoming, `sort=${encodeURIComponent('Název')}&limit=500`)
    /* Czech order: Č after C, Ř after R, Š after S, Ž last; case does not split names. */
    const names = [...new Set(byName.rows.map((i) => i['Název']))]
    expect(names.indexOf('Čaj heřmánkový 20x1,5g')).toBeLessThan(names.indexOf('Echinacea 9'))
    expect(names.indexOf('Echinacea 9')).toBeLessThan(names.indexOf('Echinacea 10'))
    expect(names.indexOf('ibalgin 200 tbl 24')).toBe(names.indexOf('IBALGIN 400 TBL 30') - 1)
    expect(names.slice(-2)).toEqual(['ŽALUDEČNÍ KAPKY 50ML', 'Ženšen CPS 60'])
  })

  test('q finds text with or without diacritics and in any case', async () => {
    for (const q of ['žaludeční', 'ZALUDECNI', 'Žaludeční kapky']) {
      const { rows, total } = await page(incoming, `q=${encodeURIComponent(q)}&limit=500`)
      expect(rows.length, q).toBeGreaterThan(0)
      expect(total).toBe(rows.length)
      expect(rows.every((i) => i['Název'] === 'ŽALUDEČNÍ KAPKY 50ML')).toBe(true)
    }
    const ibalgin = await page(incoming, 'q=ibalgin&limit=500')
    expect(new Set(ibalgin.rows.map((i) => i['Název']))).toEqual(
      new Set(['IBALGIN 400 TBL 30', 'ibalgin 200 tbl 24'])
    )
    expect((await page(incoming, 'q=sp1005')).rows.map((i) => i.PDK)).toEqual(['SP1005'])
    expect(
      (await page(incoming, `q=${encodeURIComponent('š-3-2')}`)).rows.map((i) => i.PDK)
    ).toEqual(['P3002'])
    expect((await page(incoming, 'q=001003')).rows.map((i) => i.kodVZP).sort()).toEqual([
      '001003',
      '001003',
      '001003',
    ])
    /* A branch code finds the items of that branch (besides texts that contain it). */
    const fromThree = await page(incoming, 'q=03&limit=500')
    expect(fromThree.rows.filter((i) => i.pharmacyCode === '3')).toHaveLength(8)
    expect((await page(incoming, 'q=0003&limit=500')).rows.map((i) => i.pharmacyCode)).toEqual(
      Array(8).fill('3')
    )
    /* LIKE's own characters are literal. */
    expect((await page(incoming, `q=${encodeURIComponent('%')}`)).total).toBe(0)
    expect((await page(incoming, `q=${encodeURIComponent('_')}`)).total).toBe(0)
  })

  test('filters: stav, source branch, expiry from and to', async () => {
    const sent = await page(incoming, `stav=${encodeURIComponent('odesláno')}&limit=500`)
    expect(sent.total).toBe(6)
    expect(sent.rows.every((i) => i.stav === 'odesláno')).toBe(true)
    const fromThree = await page(incoming, 'source=003&limit=500')
    expect(fromThree.total).toBe(8)
    expect(fromThree.rows.every((i) => i.pharmacyCode === '3')).toBe(true)
    /* The branch by a part of its name, without diacritics, as the field's label says. */
    for (const name of ['Lékárna 3', 'lekarna 3']) {
      const byName = await page(incoming, `source=${encodeURIComponent(name)}&limit=500`)
      expect(byName.rows.map((i) => i.pharmacyCode)).toEqual(fromThree.rows.map(() => '3'))
    }
    expect((await page(incoming, `source=${encodeURIComponent('Nikde')}`)).total).toBe(0)
    /* The search finds the branch by its name too. */
    const searched = await page(incoming, `q=${encodeURIComponent('LEKARNA 3')}&limit=500`)
    expect(searched.rows.map((i) => i.pharmacyCode)).toEqual(fromThree.rows.map(() => '3'))
    const all = (await page(incoming, 'limit=500')).rows
    const dated = all
      .filter((i) => i.Exspirace)
      .map((i) => i.Exspirace as string)
      .sort()
    const [from, to] = [dated[5], dated[30]]
    const window = await page(incoming, `expiryFrom=${from}&expiryTo=${to}&limit=500`)
    expect(window.total).toBe(dated.filter((d) => d >= from && d <= to).length)
    expect(window.rows.every((i) => i.Exspirace >= from && i.Exspirace <= to)).toBe(true)
    const combined = await page(
      incoming,
      `q=paralen&source=1&stav=${encodeURIComponent('rezervováno')}&limit=500`
    )
    expect(combined.total).toBe(
      all.filter(
        (i) => /paralen/i.test(i['Název']) && i.pharmacyCode === '1' && i.stav === 'rezervováno'
      ).length
    )
  })

  test('a bad parameter is 422 with a Czech message naming it', async () => {
    await expectContractRefusals(incoming)
    await expectBadParameter(incoming, `stav=${encodeURIComponent('aktivní')}`, 'stav')
    await expectBadParameter(incoming, 'expiryFrom=2026-13-01', 'expiryFrom')
    await expectBadParameter(incoming, `source=${'x'.repeat(101)}`, 'source')
    await expectBadParameter(incoming, `q=${'x'.repeat(101)}`, 'q')
    const bogus = await incoming('sort=bogus&dir=sideways')
    expect(bogus.body.message).toMatch(
      /^Podle pole „bogus“ nelze řadit\. Řadit lze podle: PDK, Název/
    )
    expect((await incoming('dir=sideways')).body.message).toBe(
      'Pole dir musí být jedna z hodnot: asc, desc.'
    )
  })

  test('branch scope is unchanged: another branch is 403, each sees only its own', async () => {
    expect((await api.get('/api/transfers/incoming/LEMON/2?q=a', b3)).status).toBe(403)
    expect((await api.get('/api/transfers/incoming/LEMON/3?page=1', b3)).body).toEqual([])
    expect((await page(confirmed, 'limit=500')).total).toBe(12)
    const asAdmin = await api.get('/api/transfers/incoming/LEMON/2?limit=1', admin)
    expect(asAdmin.headers.get('x-total-count')).toBe('48')
  })
})

describe('the branch pool', () => {
  test('by name in Czech order without parameters; pages, sorts, q and filters', async () => {
    const whole = await pool('')
    expect(whole.body).toHaveLength(70)
    const names = whole.body.map((i: any) => i['Název'])
    const collator = new Intl.Collator('cs', { numeric: true })
    expect(names).toEqual([...names].sort(collator.compare))
    await expectPagesCoverList(pool, { size: 4, idOf })
    await expectSortsOrder(pool, ITEM_SORTS)
    expect((await page(pool, 'q=salvej')).rows.map((i) => i['Název'])).toEqual(
      Array(4).fill('Šalvěj kloktadlo')
    )
    expect((await page(pool, `stav=${encodeURIComponent('rezervováno')}`)).total).toBe(34)
    await expectContractRefusals(pool)
  })
})

describe('pages built by PostgreSQL', () => {
  test('a page is exactly the rows the whole list reads, key by key', async () => {
    const [received] = await seedPoolItems([
      { source: '1', target: '2', stav: 'přijato', nazev: 'Přijatý lot', pdk: 'RX1', sarze: '' },
    ])
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('pool_items').where('id', received).update({ gtin: '08594001234567' })
    for (const [get, query] of [
      [incoming, ''],
      [outgoing, `sort=${encodeURIComponent('Exspirace')}&dir=desc`],
      [pool, ''],
      [pool, `sort=NCSD`],
    ] as const) {
      const whole = await get(query)
      const paged = await get(`${query}&page=1&limit=500`)
      expect(paged.headers.get('content-type')).toContain('application/json')
      expect(paged.body).toEqual(whole.body)
      expect(paged.headers.get('x-total-count')).toBe(whole.headers.get('x-total-count'))
    }
    const item = (await pool('page=1&limit=500')).body.find((i: any) => i.id === received)
    expect(item).toMatchObject({
      Šarže: null,
      receivedQuantity: 1,
      gtin: '08594001234567',
      NCSD: 10,
      prevodkaId: null,
    })
    expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    await db.from('pool_items').where('id', received).delete()
  })
})

describe('the admin’s pool items', () => {
  test('the whole firma, newest first, searched on the server', async () => {
    const first = await adminItems('page=1&limit=10')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe('90')
    expect(first.body).toHaveLength(10)
    expect(first.body[0].history).toEqual([])
    const byText = await page(adminItems, 'q=REPIK&limit=500')
    expect(byText.total).toBe(4)
    expect(byText.rows.every((i) => i['Název'] === 'Řepík lékařský čaj')).toBe(true)
    /* A stav is found by its name, without its diacritics too. */
    expect((await page(adminItems, 'q=odeslano&limit=500')).total).toBe(6)
    expect((await page(adminItems, 'source=3&limit=500')).total).toBe(8)
    await expectSortsOrder(adminItems, {
      Název: (i) => i['Název'],
      PDK: (i) => i.PDK,
      Exspirace: (i) => i.Exspirace,
      updatedAt: (i) => i.updatedAt,
    })
    await expectPagesCoverList(adminItems, { size: 25, idOf })
    await expectBadParameter(adminItems, 'sort=Dodavatel', 'sort')
    expect((await api.get('/api/poolitems?q=a', b1)).status).toBe(403)
  })

  test('"Aktualizovat z DB" reads the same list with the filter in the body', async () => {
    const res = await api.post('/api/poolitems/refresh', { filter: { q: 'řepík' } }, admin)
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(4)
    expect(res.headers.get('x-total-count')).toBe('4')
  })
})
