import { describe, expect, test } from 'vitest'
import {
  adjustedDaily,
  movementEffect,
  stockOutDays,
  type DayMovements,
  type StockHistory,
} from '#orders/rules/stock_outs'
import { orderNeed, supplierOrderLines } from '#orders/rules/supplier_order'
import { leafletOrderLines } from '#orders/rules/leaflet_order'

const WINDOW = 182
const C = {
  CONSUMPTION_WINDOW_DAYS: WINDOW,
  STOCKOUT_MIN_IN_STOCK_DAYS: 30,
  DAYS_PER_MONTH: 30,
}

/** One sale of `qty` on each of the days `from`..`to` days ago. */
const sales = (from: number, to: number, qty = 1): DayMovements[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ daysAgo: from + i, net: -qty, sold: qty }))
const receipt = (daysAgo: number, qty: number): DayMovements => ({ daysAgo, net: qty, sold: 0 })
const adjustment = (daysAgo: number, qty: number): DayMovements => ({ daysAgo, net: qty, sold: 0 })

const history = (
  endStock: number,
  movements: DayMovements[],
  snapshots: StockHistory['snapshots'] = []
): StockHistory => ({ endStock, movements, snapshots })

describe('how a movement changes the stock', () => {
  test.each([
    ['a sale written negative', 'Prodej', true, -1, -1],
    ['a sale written positive counts as its absolute value', 'Prodej', true, 2, -2],
    ['a prescription issue (výdej) is a sale', 'Výdej na recept', true, 3, -3],
    ['a receipt adds whatever its sign', 'Příjem', false, -20, 20],
    ['a receipt in capitals without diacritics', 'PRIJEM od dodavatele', false, 5, 5],
    ['a write-off removes whatever its sign', 'Odpis', false, 3, -3],
    ['an inventory difference keeps its sign (shortage)', 'Inventura', false, -2, -2],
    ['an inventory difference keeps its sign (surplus)', 'Inventura', false, 4, 4],
    ['a transfer out keeps its sign', 'Převod', false, -4, -4],
    ['a customer return adds', 'Vratka', false, 1, 1],
    ['no type column: a negative quantity is a sale', '', true, -3, -3],
    ['no type column: a positive quantity adds', '', false, 5, 5],
  ])('%s', (_name, typ, isSale, quantity, effect) => {
    expect(movementEffect({ typ, isSale, quantity, absQuantity: Math.abs(quantity) })).toBe(effect)
  })

  test('rows of one day and type: receipts add each absolute value, transfers their sum', () => {
    const rows = { quantity: 20 - 5, absQuantity: 20 + 5 }
    expect(movementEffect({ typ: 'Příjem', isSale: false, ...rows })).toBe(25)
    expect(movementEffect({ typ: 'Převod', isSale: false, ...rows })).toBe(15)
    expect(movementEffect({ typ: 'Prodej', isSale: true, ...rows })).toBe(-25)
  })
})

describe('stock-out days: end-of-day stock ≤ 0 and nothing sold that day', () => {
  test.each<[string, StockHistory, number]>([
    ['sold every day, stock left: none', history(10, sales(0, 181)), 0],
    ['never in stock, never sold: the whole window', history(0, []), 182],
    ['in stock all along without sales: none', history(7, []), 0],
    [
      'sold out 92 days ago: the 92 days since (the last sale day had stock)',
      history(0, sales(92, 181)),
      92,
    ],
    [
      'sold out in the middle and restocked 40 days ago: the 60 days between',
      history(20, [...sales(101, 181), ...sales(0, 40), receipt(40, 61)]),
      60,
    ],
    [
      'received 2 days ago after a long stock-out: the 179 days before',
      history(2, [receipt(2, 10), ...sales(2, 2, 3), ...sales(1, 1, 3), ...sales(0, 0, 2)]),
      179,
    ],
    ['sold out today: the sale day had stock', history(0, sales(0, 181)), 0],
    [
      'an inventory shortage emptied the shelf 10 days ago: that day and the 10 after',
      history(0, [adjustment(10, -5), ...sales(11, 181)]),
      11,
    ],
    [
      'a customer return put one piece back 5 days ago: in stock since',
      history(1, [adjustment(5, 1), ...sales(30, 181)]),
      24,
    ],
    [
      'a write-off of the last lot 20 days ago',
      history(0, [adjustment(20, -3), ...sales(21, 181)]),
      21,
    ],
    [
      'the first day of the window (181 days ago) counts, the day before does not',
      history(0, sales(181, 181)),
      181,
    ],
    ['a sale just outside the window changes nothing', history(0, sales(182, 182)), 182],
    [
      'a movement after the batch day is ignored',
      history(0, [{ daysAgo: -1, net: 50, sold: 0 }]),
      182,
    ],
    [
      'a receipt bigger than the stock it left (missing sales): negative stock counts as none',
      history(0, [receipt(50, 10), ...sales(0, 0, 1)]),
      131,
    ],
    [
      'fractional quantities that sum to zero',
      history(0.3, [receipt(3, 0.1), receipt(2, 0.1), receipt(1, 0.1)]),
      178,
    ],
  ])('%s → %s', (_name, h, days) => {
    expect(stockOutDays(h, WINDOW)).toBe(days)
  })
})

describe('older sklad snapshots anchor the walk', () => {
  test.each<[string, StockHistory, number]>([
    [
      'a previous snapshot 30 days ago had nothing, the receipt is missing from pohyby',
      history(5, [], [{ daysAgo: 30, stock: 0 }]),
      152,
    ],
    ['without that snapshot the walk sees stock all along', history(5, []), 0],
    [
      'a snapshot agreeing with the walk changes nothing',
      history(0, sales(92, 181), [{ daysAgo: 100, stock: 8 }]),
      92,
    ],
    [
      'a snapshot of the batch day itself is not newer than the current one',
      history(5, [], [{ daysAgo: 0, stock: 0 }]),
      0,
    ],
    [
      'a snapshot older than the window is ignored',
      history(5, [], [{ daysAgo: 200, stock: 0 }]),
      0,
    ],
  ])('%s → %s', (_name, h, days) => {
    expect(stockOutDays(h, WINDOW)).toBe(days)
  })
})

describe('adjusted daily consumption = sold / max(182 − stock-out days, 30)', () => {
  const perDay = (sold: number) => sold / WINDOW
  test.each([
    ['no stock-out keeps the plain rate', perDay(182), 0, 1],
    ['90 sold in the 90 days with stock', perDay(90), 92, 1],
    ['122 sold in 122 days with stock', perDay(122), 60, 1],
    ['8 sold in 3 days with stock: as if over 30 days', perDay(8), 179, 8 / 30],
    ['exactly 30 days with stock', perDay(60), 152, 2],
    ['never sold stays 0 however long it was out', 0, 182, 0],
  ])('%s', (_name, daily, out, expected) => {
    expect(adjustedDaily(daily, out, C)).toBeCloseTo(expected, 12)
  })

  test('the adjusted rate feeds the proposal: 92 days out doubles a 3-month order', () => {
    expect(orderNeed(perDay(90), 0, 3, C)).toBe(45)
    expect(orderNeed(adjustedDaily(perDay(90), 92, C), 0, 3, C)).toBe(90)
  })
})

describe('order lines carry the real consumption and the excluded days', () => {
  test('by supplier', () => {
    const lines = supplierOrderLines(
      [
        {
          pdk: 'X1',
          nazev: 'VYPRODÁNO',
          dodavatel: 'Krka',
          stock: 0,
          daily: adjustedDaily(90 / WINDOW, 92, C),
          consumption: 90,
          stockOutDays: 92,
        },
      ],
      'krka',
      3,
      C
    )
    expect(lines).toEqual([
      { pdk: 'X1', nazev: 'VYPRODÁNO', stock: 0, consumption: 90, stockOutDays: 92, need: 90 },
    ])
  })

  test('from the leaflet', () => {
    const [line] = leafletOrderLines(
      [{ sukl: '0000001', pdk: null, nazev: 'LETÁK', akcniNakupni: 10 }],
      [
        {
          pdk: 'X1',
          nazev: 'VYPRODÁNO',
          sukl: ['0000001', null],
          stock: 0,
          daily: adjustedDaily(90 / WINDOW, 92, C),
          consumption: 90,
          stockOutDays: 92,
          ncsd: 12,
        },
      ],
      10,
      2,
      C
    )
    expect(line).toMatchObject({ consumption: 90, stockOutDays: 92, need: 70, saving: 140 })
  })
})
