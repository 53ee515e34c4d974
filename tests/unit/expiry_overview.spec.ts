import { describe, expect, test } from 'vitest'
import { expiryOverview } from '#stock/rules/expiry_overview'
import { addDays } from '#core/calendar'

const C = { EXPIRY_OVERVIEW_DAYS: [30, 60, 90, 180] }
/* The day DST starts in Prague: day counts are calendar days, not 24-hour periods. */
const TODAY = '2026-03-29'
const KEYS = ['expired', 'd30', 'd60', 'd90', 'd180']

/** Bucket key → value of the overview of `lots`. */
function values(lots: Parameters<typeof expiryOverview>[0]) {
  const { buckets } = expiryOverview(lots, TODAY, C)
  return Object.fromEntries(buckets.map((b) => [b.key, b.value]))
}
const only = (value: number, keys: string[]) =>
  Object.fromEntries(KEYS.map((key) => [key, keys.includes(key) ? value : 0]))

describe('a lot counts in every horizon that covers its days left (cumulative buckets)', () => {
  test.each([
    ['expires today (0 days left: still sellable)', 0, ['d30', 'd60', 'd90', 'd180']],
    ['exactly 30 days', 30, ['d30', 'd60', 'd90', 'd180']],
    ['31 days', 31, ['d60', 'd90', 'd180']],
    ['exactly 60 days', 60, ['d60', 'd90', 'd180']],
    ['90 days', 90, ['d90', 'd180']],
    ['exactly 180 days', 180, ['d180']],
    ['181 days: in none', 181, []],
    ['expired yesterday: its own bucket only', -1, ['expired']],
    ['expired a year ago', -365, ['expired']],
  ])('%s', (_, days, keys) => {
    expect(values([{ exspirace: addDays(TODAY, days), mnozstvi: 2, ncsd: 10 }])).toEqual(
      only(20, keys)
    )
  })

  test.each([
    ['no expiry', { exspirace: null, mnozstvi: 5, ncsd: 10 }],
    ['quantity 0', { exspirace: TODAY, mnozstvi: 0, ncsd: 10 }],
    ['negative quantity', { exspirace: TODAY, mnozstvi: -3, ncsd: 10 }],
  ])('%s: in no bucket', (_, lot) => {
    expect(values([lot])).toEqual(only(0, []))
    expect(expiryOverview([lot], TODAY, C).unpricedLots).toBe(0)
  })
})

describe('value, lot counts and lots without NCSD', () => {
  test('no NCSD: no value, counted as unpriced when it would be in a bucket', () => {
    const overview = expiryOverview(
      [
        { exspirace: addDays(TODAY, 10), mnozstvi: 4, ncsd: null },
        { exspirace: addDays(TODAY, -5), mnozstvi: 1, ncsd: null },
        { exspirace: addDays(TODAY, 400), mnozstvi: 1, ncsd: null },
        { exspirace: addDays(TODAY, 10), mnozstvi: 1, ncsd: 0 },
      ],
      TODAY,
      C
    )
    expect(overview.unpricedLots).toBe(2)
    expect(overview.buckets.map((b) => [b.key, b.days, b.value, b.lots])).toEqual([
      ['expired', null, 0, 0],
      ['d30', 30, 0, 1],
      ['d60', 60, 0, 1],
      ['d90', 90, 0, 1],
      ['d180', 180, 0, 1],
    ])
  })

  test('sums are exact to the heller whatever the order of lots', () => {
    const lots = [
      { exspirace: addDays(TODAY, 5), mnozstvi: 3, ncsd: 0.1 },
      { exspirace: addDays(TODAY, 45), mnozstvi: 1.5, ncsd: 23.4567 },
      { exspirace: addDays(TODAY, 100), mnozstvi: 20, ncsd: 23.5 },
      { exspirace: addDays(TODAY, -2), mnozstvi: 7, ncsd: 180 },
    ]
    const expected = { expired: 1260, d30: 0.3, d60: 35.49, d90: 35.49, d180: 505.49 }
    expect(values(lots)).toEqual(expected)
    expect(values([...lots].reverse())).toEqual(expected)
  })
})
