/*
| The pool's saved value by month (issue #9, user dashboard): what other branches received
| of this branch's pool items, by the Prague month of receipt, over the last
| POOL_SAVINGS_MONTHS months up to the current one; a month without receipts shows 0.
*/

import { dayIn } from '#core/calendar'

export type ReceivedLine = { receivedAt: Date; value: number }
export type MonthSaving = { month: string; value: number }
export type SavingsConstants = { POOL_SAVINGS_MONTHS: number; TIME_ZONE: string }

/** `count` months `YYYY-MM` ending with the month of `today` (`YYYY-MM-DD`), oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number)
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i)
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

/* Values are summed in ten-millionths of a crown (exact) and rounded to hellers once. */
const UNITS_PER_CZK = 10_000_000
const czkOf = (units: number) => Math.round(units / (UNITS_PER_CZK / 100)) / 100

export function savingsByMonth(lines: ReceivedLine[], now: Date, c: SavingsConstants) {
  const months = lastMonths(dayIn(now, c.TIME_ZONE), c.POOL_SAVINGS_MONTHS)
  const units = new Map(months.map((month) => [month, 0]))
  for (const line of lines) {
    const month = dayIn(line.receivedAt, c.TIME_ZONE).slice(0, 7)
    const sum = units.get(month)
    if (sum !== undefined) units.set(month, sum + Math.round(line.value * UNITS_PER_CZK))
  }
  const series: MonthSaving[] = months.map((month) => ({ month, value: czkOf(units.get(month)!) }))
  const total = czkOf([...units.values()].reduce((a, b) => a + b, 0))
  return { months: series, total }
}
