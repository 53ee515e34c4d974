/*
| Cell values as the branch systems write them: Excel serial dates, `D.M.YYYY`,
| `DD.MM.YYYY` or ISO dates; numbers with a decimal comma and spaces as thousands
| separators. Each parser returns undefined for an unparsable value.
*/

/** Years outside this range are typing errors (an expiry in 9999), not dates. */
export const MIN_YEAR = 1990
export const MAX_YEAR = 2100

/*
| Serial day 0 of the two date systems: 1899-12-30 (Excel for Windows; the day before its
| fictitious 1900-02-29 keeps later serials right) and 1904-01-01 (older Mac Excel), which
| a workbook declares (xlsx `date1904`, xls DATEMODE). The same serial is 1 462 days later
| in the 1904 system.
*/
const EPOCH_1900 = Date.UTC(1899, 11, 30)
const EPOCH_1904 = Date.UTC(1904, 0, 1)
const DAY_MS = 86_400_000

function isoOf(year: number, month: number, day: number): string | undefined {
  if (year < MIN_YEAR || year > MAX_YEAR) return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined
  }
  return date.toISOString().slice(0, 10)
}

/* An export repeats a few hundred distinct days across its rows: convert each once. */
const serialDays = { 1900: new Map<number, string | undefined>(), 1904: new Map() }

function serialDate(serial: number, date1904: boolean): string | undefined {
  const cache = date1904 ? serialDays[1904] : serialDays[1900]
  if (cache.has(serial)) return cache.get(serial)
  const date = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + serial * DAY_MS)
  const iso = isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
  if (cache.size < 100_000) cache.set(serial, iso)
  return iso
}

/** Returns `YYYY-MM-DD` or undefined; a serial counts in the workbook's date system. */
export function parseDate(value: unknown, date1904 = false): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < (date1904 ? 0 : 1)) return undefined
    return serialDate(Math.floor(value), date1904)
  }
  if (value instanceof Date) {
    return isoOf(value.getFullYear(), value.getMonth() + 1, value.getDate())
  }
  const text = String(value ?? '').trim()
  if (text === '') return undefined
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text)
  if (czech) return isoOf(Number(czech[3]), Number(czech[2]), Number(czech[1]))
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text)
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  if (/^\d+(\.\d+)?$/.test(text)) return parseDate(Number(text), date1904)
  return undefined
}

/** `1 234,50` → 1234.5; returns undefined for text that is not a number. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = String(value ?? '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined
  /* `1e400` matches the pattern but is Infinity: no quantity or price, so unparsable. */
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

/** Text of a cell: trimmed, numbers without a trailing `.0`; empty is null. */
export function parseText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = (typeof value === 'number' ? String(value) : String(value)).trim()
  return text === '' ? null : text
}

/**
 * SÚKL / VZP codes are 7 digits with leading zeros; a spreadsheet that stored one as a
 * number lost them, so numeric codes are padded back.
 */
export function parseSuklCode(value: unknown): string | null {
  const text = parseText(value)
  if (text === null) return null
  return /^\d{1,7}$/.test(text) ? text.padStart(7, '0') : text
}

const YES = new Set(['ano', 'a', '1', 'otc', 'true', 'y', 'yes'])
const NO = new Set(['ne', 'n', '0', 'rx', 'false', 'no'])

/**
 * Volně prodejný: ano/ne, 1/0, A/N, OTC/Rx. Under an `rx` header a yes means
 * prescription-only, so it is not OTC; OTC/Rx values say it themselves.
 */
export function parseOtc(value: unknown, headerIsRx = false): boolean | null {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
  if (text === 'otc') return true
  if (text === 'rx') return false
  if (YES.has(text)) return !headerIsRx
  if (NO.has(text)) return headerIsRx
  return null
}
