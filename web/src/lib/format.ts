/** The one place where dates, money and numbers are formatted for screens (cs-CZ). */

import { czPlural, DAYS } from '../../../app/core/czech_plural'

const EMPTY = '—'
const TIME_ZONE = 'Europe/Prague'

const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: TIME_ZONE,
})

const dateTimeFormat = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
})

const moneyFormat = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const numberFormat = new Intl.NumberFormat('cs-CZ')

type DateInput = string | number | Date | null | undefined

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `25. 10. 2025`; a `YYYY-MM-DD` day stays the same day in Prague. */
export function formatDate(value: DateInput): string {
  const date = toDate(value)
  return date ? dateFormat.format(date) : EMPTY
}

/** `25. 10. 2025 10:05` in Prague time. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value)
  return date ? dateTimeFormat.format(date) : EMPTY
}

/** `1 234,50 Kč` (Intl uses non-breaking spaces). */
export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? moneyFormat.format(value) : EMPTY
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : EMPTY
}

const wholeMoneyFormat = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
})

/** `5 400 Kč`: whole crowns, for chart axes where the two decimals only crowd the ticks. */
export function formatMoneyWhole(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? wholeMoneyFormat.format(value)
    : EMPTY
}

/** `1 den`, `2 dny`, `5 dní` (also `0 dní`). */
export function formatDays(days: number | null | undefined): string {
  if (typeof days !== 'number' || !Number.isFinite(days)) return EMPTY
  return `${numberFormat.format(days)} ${czPlural(days, DAYS)}`
}

const monthFormat = new Intl.DateTimeFormat('cs-CZ', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A month `2026-05` → `květen 2026`. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  return match ? monthFormat.format(new Date(Date.UTC(+match[1], +match[2] - 1, 1))) : EMPTY
}

/** A month `2026-05` → `5/2026`, short enough for twelve ticks of a chart axis. */
export function formatMonthShort(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  return match ? `${Number(match[2])}/${match[1]}` : EMPTY
}

const relativeFormat = new Intl.RelativeTimeFormat('cs-CZ', { numeric: 'auto' })
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
]

/** `před 5 minutami`, `včera`; a week or older as `25. 10. 2025 10:05`. */
export function formatRelativeTime(value: DateInput, now = new Date()): string {
  const date = toDate(value)
  if (!date) return EMPTY
  let amount = Math.round((date.getTime() - now.getTime()) / 1000)
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) {
      return unit === 'second' ? 'právě teď' : relativeFormat.format(amount, unit)
    }
    amount = Math.round(amount / size)
  }
  return dateTimeFormat.format(date)
}
