/*
| Czech formats for PDFs and other server-rendered text (API.md: money `1 234,50`, dates
| in the Czech locale, Prague time). Thousands are separated by a plain space so the
| text reads and searches the same everywhere.
*/
import { isCalendarDay } from '#core/calendar'
import { czCount, MONTHS } from '#core/czech_plural'

const TIME_ZONE = 'Europe/Prague'

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(min: number, max: number) {
  const key = `${min}-${max}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('cs-CZ', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      /* −0,004 is shown as 0,00, not as a negative zero `-0,00`. */
      signDisplay: 'negative',
    })
    numberFormats.set(key, format)
  }
  return format
}

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace('−', '-')

/** `1234.5` → `1 234,5`; up to `maxDecimals` decimals, none forced. */
export function czNumber(value: number | null | undefined, maxDecimals = 3) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  return plainSpaces(numberFormat(0, maxDecimals).format(value))
}

/** `1234.5` → `1 234,50`: money with exactly two decimals. */
export function czMoney(value: number | null | undefined) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  return plainSpaces(numberFormat(2, 2).format(value))
}

/** `1234.5` → `1 234,50 Kč`. */
export function czKc(value: number | null | undefined) {
  const money = czMoney(value)
  return money === '—' ? money : `${money} Kč`
}

const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
})
const dateTimeFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** A calendar day `2026-11-22` (or a Date) → `22. 11. 2026`; missing → `—`. */
export function czDate(value: string | Date | null | undefined) {
  if (!value) return '—'
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
    /* `2026-02-31` is no day: a dash, never a date the calendar does not have. */
    if (!match || !isCalendarDay(match[0])) return '—'
    return `${Number(match[3])}. ${Number(match[2])}. ${match[1]}`
  }
  return Number.isNaN(value.getTime()) ? '—' : plainSpaces(dateFormat.format(value))
}

/** A moment in Prague time: `22. 11. 2026 3:15`. */
export function czDateTime(value: Date | string | null | undefined) {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '—' : plainSpaces(dateTimeFormat.format(date))
}

/** `1` měsíc, `2–4` měsíce, `5+` měsíců. */
export function czMonths(count: number) {
  return czCount(count, MONTHS)
}
