/** The one place where dates, money and numbers are formatted for screens (cs-CZ). */

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
