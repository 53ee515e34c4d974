import { describe, expect, test } from 'vitest'
import { lastMonths, savingsByMonth } from '#ledger/rules/savings_by_month'

const C = { POOL_SAVINGS_MONTHS: 12, TIME_ZONE: 'Europe/Prague' }

describe('the months of the chart end with the current Prague month', () => {
  test.each([
    ['2026-11-20', 3, ['2026-09', '2026-10', '2026-11']],
    ['2026-01-15', 3, ['2025-11', '2025-12', '2026-01']],
    ['2026-12-31', 2, ['2026-11', '2026-12']],
    ['2026-03-01', 1, ['2026-03']],
  ])('%s, %i months', (today, count, months) => {
    expect(lastMonths(today, count)).toEqual(months)
  })

  test('12 months across a year boundary', () => {
    expect(lastMonths('2026-01-15', 12)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ])
  })
})

describe('a delivered line counts in the Prague month of its receipt', () => {
  /* 10:00 Prague on 20 May 2026. */
  const NOW = new Date('2026-05-20T08:00:00Z')
  test.each([
    ['mid-month', '2026-05-10T10:00:00Z', '2026-05'],
    /* 22:30 UTC on 31 March is 00:30 on 1 April in Prague (summer time). */
    ['just after Prague midnight in summer time', '2026-03-31T22:30:00Z', '2026-04'],
    /* 23:30 UTC on 28 February is 00:30 on 1 March in Prague (winter time). */
    ['just after Prague midnight in winter time', '2026-02-28T23:30:00Z', '2026-03'],
    ['just before Prague midnight', '2026-02-28T22:59:00Z', '2026-02'],
    ['the first month shown', '2025-06-01T08:00:00Z', '2025-06'],
    ['before the first month: not shown', '2025-05-31T21:59:00Z', null],
  ])('%s', (_, receivedAt, month) => {
    const { months, total } = savingsByMonth(
      [{ receivedAt: new Date(receivedAt), value: 470 }],
      NOW,
      C
    )
    expect(months).toHaveLength(12)
    expect(months[0].month).toBe('2025-06')
    expect(months.filter((m) => m.value !== 0)).toEqual(month ? [{ month, value: 470 }] : [])
    expect(total).toBe(month ? 470 : 0)
  })

  test('lines of one month are summed to the heller; empty months are 0', () => {
    const lines = [0.1, 0.2, 23.4567 * 1.5].map((value) => ({
      receivedAt: new Date('2026-05-02T10:00:00Z'),
      value,
    }))
    const { months, total } = savingsByMonth(lines, new Date('2026-05-20T08:00:00Z'), {
      ...C,
      POOL_SAVINGS_MONTHS: 2,
    })
    expect(months).toEqual([
      { month: '2026-04', value: 0 },
      { month: '2026-05', value: 35.49 },
    ])
    expect(total).toBe(35.49)
  })
})
