/*
| A day as Czech staff type it, whatever language their browser speaks: `15. 3. 2027`,
| `15.3.27`, `15032027` or `150327`, and the ISO `2027-03-15` someone pastes. The API keeps
| receiving `YYYY-MM-DD`; the screens show `15. 3. 2027`. A text that is no such day is
| refused with a Czech sentence, never read as another day (a browser's date input took
| `15032027` for 3 December 2027).
*/

export type ParsedDay =
  { kind: 'empty' } | { kind: 'day'; value: string } | { kind: 'invalid'; message: string }

export const DAY_FORMAT_MESSAGE = 'Zadejte datum jako den. měsíc. rok, například 15. 3. 2027.'

/* A two-digit year is this century's: expiries, due dates and price lists are all after 2000. */
const CENTURY = 2000
const YEAR_MIN = 1900
const YEAR_MAX = 2199

const SEPARATED = /^(\d{1,2})(?:\s*[./-]\s*|\s+)(\d{1,2})(?:\s*[./-]\s*|\s+)(\d{4}|\d{2})$/
const DIGITS = /^(\d{2})(\d{2})(\d{4}|\d{2})$/
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `{ kind: 'day', value: 'YYYY-MM-DD' }`, `{ kind: 'empty' }` or a Czech reason why not. */
export function parseCzechDay(text: string): ParsedDay {
  const trimmed = text.trim().replace(/\.$/, '').trim()
  if (trimmed === '') return { kind: 'empty' }
  const iso = ISO.exec(trimmed)
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : (SEPARATED.exec(trimmed) ?? DIGITS.exec(trimmed))?.slice(1, 4)
  if (!parts) return { kind: 'invalid', message: DAY_FORMAT_MESSAGE }

  const [day, month] = parts.slice(0, 2).map(Number)
  const year = parts[2].length === 2 ? CENTURY + Number(parts[2]) : Number(parts[2])
  if (year < YEAR_MIN || year > YEAR_MAX) {
    return { kind: 'invalid', message: `Rok musí být mezi ${YEAR_MIN} a ${YEAR_MAX}.` }
  }
  const date = new Date(Date.UTC(year, month - 1, day))
  if (month < 1 || month > 12 || day < 1 || date.getUTCDate() !== day) {
    return { kind: 'invalid', message: `Datum ${day}. ${month}. ${year} neexistuje.` }
  }
  return { kind: 'day', value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
}

/** `2027-03-15` → `15. 3. 2027`; anything else as it is. */
export function formatCzechDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? `${Number(match[3])}. ${Number(match[2])}. ${match[1]}` : value
}
