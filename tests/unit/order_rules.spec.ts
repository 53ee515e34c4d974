import { describe, expect, test } from 'vitest'
import {
  orderNeed,
  orderTotals,
  supplierMatches,
  supplierOrderLines,
  type BranchProduct,
} from '#orders/rules/supplier_order'
import {
  leafletDaysLeft,
  leafletNeed,
  leafletOrderLines,
  leafletTotals,
  suklKey,
  type LeafletProduct,
} from '#orders/rules/leaflet_order'
import { monthsOfCover, overstockLine, overstockReport } from '#stock/rules/overstock'

const C = { CONSUMPTION_WINDOW_DAYS: 182, DAYS_PER_MONTH: 30, OVERSTOCK_MONTHS: 6 }
/** daily as the upload stores it: sold over the window / 182. */
const perDay = (soldIn182Days: number) => soldIn182Days / 182

describe('order need = ceil(daily × 30 × months) − stock', () => {
  test.each([
    ['1/day, 1 month, no stock', perDay(182), 0, 1, 30],
    ['1/day, 6 months, no stock', perDay(182), 0, 6, 180],
    ['1/day, 1 month, 12 in stock', perDay(182), 12, 1, 18],
    ['1/day, 6 months, 200 in stock: nothing to order', perDay(182), 200, 6, -20],
    ['exactly covered is 0', perDay(182), 30, 1, 0],
    ['100 sold: 16.48 a month rounds up to 17', perDay(100), 0, 1, 17],
    ['100 sold: 98.9 in 6 months rounds up to 99', perDay(100), 5, 6, 94],
    ['91 sold is 0.5/day: 15 a month, no float excess', perDay(91), 0, 1, 15],
    ['273 sold is 1.5/day: 270 in 6 months exactly', perDay(273), 0, 6, 270],
    ['one sale in the window still asks for one piece', perDay(1), 0, 1, 1],
    ['never sold: nothing', 0, 0, 6, 0],
  ])('%s', (_name, daily, stock, months, need) => {
    expect(orderNeed(daily, stock, months, C)).toBe(need)
  })
})

describe('dodavatel matches case- and diacritics-insensitively as a substring', () => {
  test.each([
    ['KRKA, d.d., Novo mesto', 'krka', true],
    ['Zentiva, k.s.', 'zentiva', true],
    ['ZENTÍVA', 'zentiva', true],
    ['+PHARMA arzneimittel', '+pharma', true],
    ['Teva Czech Industries', 'TEVA', true],
    ['Sanofi', 'krka', false],
    [null, 'krka', false],
    ['', 'krka', false],
  ])('%s ~ %s → %s', (dodavatel, supplier, match) => {
    expect(supplierMatches(dodavatel, supplier)).toBe(match)
  })
})

describe('supplier order lines', () => {
  const p = (pdk: string, nazev: string, dodavatel: string | null, stock: number, sold: number) =>
    ({ pdk, nazev, dodavatel, stock, daily: perDay(sold) }) satisfies BranchProduct
  const products = [
    p('K2', 'ŽALUDEČNÍ KAPKY', 'KRKA d.d.', 0, 91),
    p('K1', 'APO-DICLO 50 MG', 'Krka', 10, 182),
    p('K3', 'KRKA OVERSTOCKED', 'KRKA', 500, 182),
    p('K4', 'KRKA NEVER SOLD', 'KRKA', 0, 0),
    p('Z1', 'PARALEN', 'Zentiva', 0, 182),
  ]

  test('only the supplier’s PDKs with need > 0, sorted by name (Czech)', () => {
    const lines = supplierOrderLines(products, 'krka', 3, C)
    expect(lines).toEqual([
      { pdk: 'K1', nazev: 'APO-DICLO 50 MG', stock: 10, consumption: 182, need: 80 },
      { pdk: 'K2', nazev: 'ŽALUDEČNÍ KAPKY', stock: 0, consumption: 91, need: 45 },
    ])
    expect(orderTotals(lines)).toEqual({ lines: 2, pieces: 125 })
  })

  test.each([
    [1, [20, 15]],
    [6, [170, 90]],
  ])('%s month(s)', (months, needs) => {
    expect(supplierOrderLines(products, 'krka', months, C).map((l) => l.need)).toEqual(needs)
  })
})

describe('days left in the leaflet: today to validTo, both counted, never below 0', () => {
  test.each([
    ['2026-03-01', '2026-03-31', 31],
    ['2026-03-31', '2026-03-31', 1],
    ['2026-04-01', '2026-03-31', 0],
    ['2026-05-20', '2026-03-31', 0],
    ['2026-03-01', null, 0],
  ])('today %s, validTo %s → %s', (today, validTo, days) => {
    expect(leafletDaysLeft(today, validTo)).toBe(days)
  })
})

describe('leaflet need = ceil(daily × (days left + 30 × months)) − stock', () => {
  test.each([
    ['1/day, 10 days left, 1 month', perDay(182), 0, 10, 1, 40],
    ['1/day, 10 days left, 6 months, 50 in stock', perDay(182), 50, 10, 6, 140],
    ['past validTo: only the months count', perDay(182), 0, 0, 2, 60],
    ['0.5/day, 1 day left, 1 month: 15.5 rounds up', perDay(91), 0, 1, 1, 16],
    ['enough in stock', perDay(182), 100, 10, 2, -30],
  ])('%s', (_name, daily, stock, daysLeft, months, need) => {
    expect(leafletNeed(daily, stock, daysLeft, months, C)).toBe(need)
  })
})

describe('leaflet order lines', () => {
  const product = (
    pdk: string,
    sukl: (string | null)[],
    stock: number,
    sold: number,
    ncsd: number | null
  ): LeafletProduct => ({ pdk, nazev: `NÁZEV ${pdk}`, sukl, stock, daily: perDay(sold), ncsd })
  const products = [
    product('A1', ['0012345', null], 5, 182, 23.5),
    product('B2', [null, '0054321'], 0, 91, null),
    product('C3', ['0099999', '0099999'], 0, 0, 120),
    product('D4', [null, null], 0, 182, 10),
  ]
  const items = [
    { sukl: '12345', pdk: null, nazev: 'PARALEN', akcniNakupni: 20 },
    { sukl: '0054321', pdk: null, nazev: 'IBALGIN', akcniNakupni: 30 },
    { sukl: '0099999', pdk: null, nazev: 'ZYRTEC', akcniNakupni: 100 },
    { sukl: null, pdk: 'D4', nazev: 'BY PDK', akcniNakupni: 12.5 },
    { sukl: '0012345', pdk: 'A1', nazev: 'PARALEN AGAIN', akcniNakupni: 1 },
  ]

  test('joined by SÚKL (sklad or karty, leading zeros restored) or PDK; unsold items left out', () => {
    const lines = leafletOrderLines(items, products, 10, 1, C)
    expect(lines.map((l) => [l.pdk, l.sukl, l.need, l.akcniNakupni, l.ncsd, l.saving])).toEqual([
      ['A1', '0012345', 35, 20, 23.5, 122.5],
      ['B2', '0054321', 20, 30, null, null],
      ['D4', null, 40, 12.5, 10, -100],
    ])
    expect(leafletTotals(lines)).toEqual({ lines: 3, pieces: 95, purchase: 1800, saving: 22.5 })
  })

  test('after validTo only the stock months count', () => {
    expect(leafletOrderLines(items, products, 0, 2, C).map((l) => l.need)).toEqual([55, 30, 60])
  })

  test.each([
    ['12345', '0012345'],
    [' 0012345 ', '0012345'],
    ['ABC12', 'ABC12'],
    ['', null],
    [null, null],
  ])('SÚKL key of %j is %j', (code, key) => {
    expect(suklKey(code)).toBe(key)
  })
})

describe('overstock: stock beyond 6 months of consumption (a month = daily × 30)', () => {
  const p = (stock: number, sold: number, ncsd: number | null = 10) => ({
    pdk: 'P',
    nazev: 'X',
    stock,
    daily: perDay(sold),
    ncsd,
  })

  test.each([
    ['1/day: exactly 6 months (180) is not overstock', p(180, 182), null],
    ['1/day: 181 is overstock by 1', p(181, 182), { surplus: 1, value: 10 }],
    ['0.5/day: exactly 90 is not overstock', p(90, 91), null],
    ['0.5/day: 100 → surplus 10', p(100, 91), { surplus: 10, value: 100 }],
    ['100 sold: 6 months is 98.9, so 99 is 0.1 over with surplus 0', p(99, 100), { surplus: 0 }],
    ['100 sold: 120 → surplus 120 − 99 = 21', p(120, 100, 2.5), { surplus: 21, value: 52.5 }],
    ['no consumption: the whole stock', p(7, 0), { surplus: 7, value: 70, cover: Infinity }],
    ['no NCSD: no value', p(7, 0, null), { surplus: 7, value: null }],
    ['no stock is never overstock', p(0, 0), null],
  ])('%s', (_name, product, expected) => {
    const line = overstockLine(product, C)
    if (expected === null) expect(line).toBeNull()
    else expect(line).toMatchObject(expected)
  })

  test.each([
    [180, 182, 6],
    [45, 91, 3],
    [181, 182, 181 / 30],
    [5, 0, Infinity],
  ])('cover of %s pcs with %s sold in 182 days is %s months', (stock, sold, months) => {
    expect(monthsOfCover(stock, perDay(sold), C)).toBeCloseTo(months, 9)
  })

  test('sorted by surplus value descending, totals over the lines', () => {
    const report = overstockReport(
      [
        { pdk: 'A', nazev: 'ALFA', stock: 200, daily: perDay(182), ncsd: 1 },
        { pdk: 'B', nazev: 'BETA', stock: 10, daily: 0, ncsd: 100 },
        { pdk: 'C', nazev: 'GAMA', stock: 100, daily: perDay(182), ncsd: 50 },
        { pdk: 'D', nazev: 'DELTA', stock: 3, daily: 0, ncsd: null },
      ],
      C
    )
    expect(report.lines.map((l) => [l.pdk, l.surplus, l.value])).toEqual([
      ['B', 10, 1000],
      ['A', 20, 20],
      ['D', 3, null],
    ])
    expect(report.totals).toEqual({ lines: 3, stock: 213, surplus: 33, value: 1020 })
  })
})
