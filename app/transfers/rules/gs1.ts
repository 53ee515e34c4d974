import gs1, { type ParsedElement } from 'gs1-barcode-parser-mod'
import { hasValidCheckDigit } from '../../core/gtin.js'

/*
| A pack's GS1 DataMatrix as a keyboard-wedge scanner types it (issue #9): GTIN (01),
| expiry (17, YYMMDD, day 00 = end of month), lot (10) and serial (21). The element string
| is read by gs1-barcode-parser-mod (every AI, the `]d2` symbology identifier, the printed
| `(01)…(17)…` form); this wraps it with what a receipt needs: the wedge's stand-ins for the
| GS separator, a scanner typing on a Czech keyboard layout, a plain EAN-13 from the box,
| the GTIN check digit, a real calendar date and Czech messages. Pure (`today` is passed
| in), with relative imports only: the receipt modal imports it too.
*/

export type Gs1Scan = {
  /** GTIN-14. */
  gtin: string | null
  lot: string | null
  /** `YYYY-MM-DD`. */
  expiry: string | null
  /** The code gave the month only (day 00): any day of that month is the same expiry. */
  expiryMonthOnly: boolean
  serial: string | null
}
export type Gs1Result = { ok: true; scan: Gs1Scan } | { ok: false; message: string }

const GS = '\u001d'
/* What a wedge or a person types for GS: the control picture ␝, <GS>, {GS}, [GS], ^]. */
const GS_STAND_INS = /\u241d|<gs>|\{gs\}|\[gs\]|\^\]/gi
/* A scanner set to a US layout typing on a Czech one sends the digit row as +ěščřžýáíé and swaps Y/Z. */
const CZECH_DIGITS: Record<string, string> = {
  '+': '1',
  'ě': '2',
  'š': '3',
  'č': '4',
  'ř': '5',
  'ž': '6',
  'ý': '7',
  'á': '8',
  'í': '9',
  'é': '0',
}
const SWAPPED: Record<string, string> = { y: 'z', z: 'y', Y: 'Z', Z: 'Y' }
const LINEAR_SYMBOLOGY = /^\][EA]\d/

function fromCzechLayout(text: string) {
  if (!/[ěščřžýáíé]/.test(text)) return text
  const mapped = [...text].map((c) => CZECH_DIGITS[c] ?? SWAPPED[c] ?? c).join('')
  /* `]` of the symbology identifier is `)` on the Czech layout. */
  return mapped.replace(/^\)(?=[a-zA-Z]\d)/, ']')
}

/** What the scanner typed → the element string the parser reads. */
export function normalizeScan(input: string) {
  const text = fromCzechLayout(input.replace(/[\r\n\t ]/g, '')).replace(GS_STAND_INS, GS)
  const symbology = /^\][a-zA-Z]\d/.exec(text)?.[0] ?? ''
  let data = text.slice(symbology.length)
  while (data.startsWith(GS)) data = data.slice(1)
  while (data.endsWith(GS)) data = data.slice(0, -1)
  return symbology + data
}

const visible = (text: string) => {
  const shown = text.replaceAll(GS, '␝')
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * AI (17) YYMMDD as a calendar day. The century follows GS1's sliding window (General
 * Specifications 7.12): a year more than 50 ahead of today's is last century's. Day 00
 * means the last day of the month.
 */
export function expiryOf(raw: string, today: string): string | null {
  if (!/^\d{6}$/.test(raw)) return null
  const [yy, month, day] = [raw.slice(0, 2), raw.slice(2, 4), raw.slice(4, 6)].map(Number)
  const current = Number(today.slice(0, 4))
  const century = Math.floor(current / 100) * 100
  const diff = yy - (current % 100)
  const year = century + yy + (diff >= 51 ? -100 : diff <= -50 ? 100 : 0)
  if (month < 1 || month > 12) return null
  const last = daysInMonth(year, month)
  if (day > last) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(day === 0 ? last : day)}`
}

function plainGtin(text: string): Gs1Scan | null {
  const digits = text.replace(LINEAR_SYMBOLOGY, '')
  if (!/^(\d{8}|\d{12,14})$/.test(digits) || !hasValidCheckDigit(digits)) return null
  return {
    gtin: digits.padStart(14, '0'),
    lot: null,
    expiry: null,
    expiryMonthOnly: false,
    serial: null,
  }
}

/** A scanned or typed code → its GTIN, lot, expiry and serial, or a Czech message why not. */
export function parseGs1(input: string, today: string): Gs1Result {
  const text = normalizeScan(input)
  if (text === '') return { ok: false, message: 'Kód je prázdný.' }
  const plain = plainGtin(text)
  if (plain) return { ok: true, scan: plain }
  let elements: ParsedElement[]
  try {
    elements = gs1.parseBarcode(text).parsedCodeItems
  } catch {
    return { ok: false, message: `Kód „${visible(text)}“ není platný kód GS1.` }
  }
  const raw = (ai: string) => elements.find((e) => e.ai === ai)?.raw ?? null
  const scan: Gs1Scan = {
    gtin: raw('01'),
    lot: raw('10'),
    expiry: null,
    expiryMonthOnly: false,
    serial: raw('21'),
  }
  if (scan.gtin !== null && !hasValidCheckDigit(scan.gtin)) {
    return { ok: false, message: `GTIN ${scan.gtin} má chybnou kontrolní číslici.` }
  }
  const expiry = raw('17')
  if (expiry !== null) {
    scan.expiry = expiryOf(expiry, today)
    scan.expiryMonthOnly = expiry.endsWith('00')
    if (scan.expiry === null) {
      return { ok: false, message: `Exspirace ${expiry} v kódu není platné datum (RRMMDD).` }
    }
  }
  if (scan.gtin === null && scan.lot === null) {
    return { ok: false, message: 'Kód neobsahuje GTIN (01) ani šarži (10).' }
  }
  return { ok: true, scan }
}
