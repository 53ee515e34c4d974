import { describe, expect, test } from 'vitest'
import { deriveLists, zbyvaDni, type Lot } from '#stock/rules/derived_lists'

const C = {
  CONSUMPTION_WINDOW_DAYS: 182,
  SLOW_MOVER_COVER_MONTHS: 12,
  ENDANGERED_HORIZON_DAYS: 240,
}
const TODAY = '2026-11-21'
const lot = (id: string, pdk: string, mnozstvi: number, exspirace: string | null = null): Lot => ({
  id,
  pdk,
  mnozstvi,
  exspirace,
})
const run = (lots: Lot[], sold: Record<string, number>) =>
  deriveLists(lots, new Map(Object.entries(sold)), TODAY, C)

describe('zbyvaDni = ceil((exspirace − today) / 1 day)', () => {
  test.each([
    ['2026-11-21', 0],
    ['2026-11-22', 1],
    ['2026-11-20', -1],
    ['2027-11-21', 365],
    ['2026-03-29', -237],
    [null, null],
  ])('%s → %s', (exp, days) => {
    expect(zbyvaDni(exp, TODAY)).toBe(days)
  })
})

describe('ležáky', () => {
  test.each([
    ['no sale in the window', [lot('a', 'P1', 5)], {}, ['a']],
    [
      'sold: 182 in 182 days is 1/day, 360 days cover = 360; 361 pcs > 12 months',
      [lot('a', 'P1', 361)],
      { P1: 182 },
      ['a'],
    ],
    ['exactly 12 months of cover is not a slow mover', [lot('a', 'P1', 360)], { P1: 182 }, []],
    [
      'cover counts all lots of the PDK',
      [lot('a', 'P1', 200), lot('b', 'P1', 161)],
      { P1: 182 },
      ['a', 'b'],
    ],
    ['zero or negative quantity is never listed', [lot('a', 'P1', 0), lot('b', 'P2', -3)], {}, []],
    ['a sold PDK with little stock is not slow', [lot('a', 'P1', 10)], { P1: 50 }, []],
  ])('%s', (_name, lots, sold, ids) => {
    expect(run(lots, sold).lezaky.map((l) => l.lotId)).toEqual(ids)
  })
})

describe('ohrožené', () => {
  test('surplus = quantity − floor(daily × zbyvaDni)', () => {
    // daily 1/day, expires in 30 days: sells 30 of 50 → surplus 20
    expect(run([lot('a', 'P1', 50, '2026-12-21')], { P1: 182 }).ohrozenci).toEqual([
      { lotId: 'a', prebytek: 20, zbyvaDni: 30 },
    ])
  })

  test('floor of fractional sales: daily 0.5/day × 15 days = 7.5 → 7 sold', () => {
    expect(run([lot('a', 'P1', 10, '2026-12-06')], { P1: 91 }).ohrozenci).toEqual([
      { lotId: 'a', prebytek: 3, zbyvaDni: 15 },
    ])
  })

  test('two lots of one PDK: the earlier expiry is sold first, the later gets what is left', () => {
    // daily 1/day. Lot a expires in 20 days (qty 15): sells 15, surplus 0.
    // Lot b expires in 40 days (qty 30): capacity 40 − 15 used = 25 → surplus 5.
    const result = run([lot('b', 'P1', 30, '2026-12-31'), lot('a', 'P1', 15, '2026-12-11')], {
      P1: 182,
    })
    expect(result.ohrozenci).toEqual([{ lotId: 'b', prebytek: 5, zbyvaDni: 40 }])
  })

  test('the earlier lot in surplus uses up its capacity', () => {
    // daily 1/day. a: 50 pcs in 10 days → sells 10, surplus 40; b: 10 pcs in 30 days → 30 − 10 = 20 capacity → 0 surplus
    const result = run([lot('a', 'P1', 50, '2026-12-01'), lot('b', 'P1', 10, '2026-12-21')], {
      P1: 182,
    })
    expect(result.ohrozenci).toEqual([{ lotId: 'a', prebytek: 40, zbyvaDni: 10 }])
  })

  test.each([
    ['beyond the 240-day horizon', lot('a', 'P1', 100, '2027-07-20'), {}, []],
    [
      'on the horizon day (240)',
      lot('a', 'P1', 100, '2027-07-19'),
      {},
      [{ lotId: 'a', prebytek: 100, zbyvaDni: 240 }],
    ],
    ['no expiry is never endangered', lot('a', 'P1', 100, null), {}, []],
    [
      'already expired: nothing more can be sold',
      lot('a', 'P1', 4, '2026-11-01'),
      { P1: 182 },
      [{ lotId: 'a', prebytek: 4, zbyvaDni: -20 }],
    ],
    ['sells out before expiry', lot('a', 'P1', 5, '2026-12-21'), { P1: 182 }, []],
  ])('%s', (_name, l, sold, expected) => {
    expect(run([l], sold).ohrozenci).toEqual(expected)
  })

  test('a lot both slow and endangered is in both lists', () => {
    const result = run([lot('a', 'P1', 5, '2026-12-21')], {})
    expect(result.lezaky).toEqual([{ lotId: 'a' }])
    expect(result.ohrozenci).toEqual([{ lotId: 'a', prebytek: 5, zbyvaDni: 30 }])
  })
})
