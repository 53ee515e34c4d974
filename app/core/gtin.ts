/*
| GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) helpers shared by the export import, the admin edit
| and the GS1 scanner parser. A GTIN is kept as 14 digits (left-padded with zeros), the form
| AI (01) of a GS1 DataMatrix carries, so an EAN-13 from an export and a scanned pack compare
| equal. No imports: the web app uses this file too.
*/

const LENGTHS = new Set([8, 12, 13, 14])

/** The GS1 mod-10 check digit of the digits before it: weights 3,1,3,… from the right. */
export function gtinCheckDigit(body: string) {
  let sum = 0
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(body[i]) * weight
  }
  return (10 - (sum % 10)) % 10
}

export function hasValidCheckDigit(digits: string) {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1])
}

/**
 * An export's or admin's GTIN cell → GTIN-14; null for an empty cell, undefined for a
 * value that is no GTIN (wrong length, letters, wrong check digit). A number cell lost its
 * leading zeros in Excel, so any length up to 14 is padded back; text must be 8, 12, 13 or
 * 14 digits.
 */
export function normalizeGtin(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null
  const text = String(value).replace(/\s/g, '')
  if (text === '') return null
  if (!/^\d{1,14}$/.test(text)) return undefined
  if (typeof value !== 'number' && !LENGTHS.has(text.length)) return undefined
  const padded = text.padStart(14, '0')
  return hasValidCheckDigit(padded) ? padded : undefined
}
