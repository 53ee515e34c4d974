/* The width of every firma and branch-code column: a longer value names no branch. */
export const MAX_BRANCH_CODE_LENGTH = 20

/**
 * Branch codes arrive as typed by people and exports ("0012", " 12 "); everywhere they
 * enter they are trimmed and stripped of leading zeros, so "0012" is "12" and "000" is "0".
 */
export function normalizePharmacyCode(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const trimmed = String(value).trim()
  if (trimmed === '') return null
  /* Spaces after the zeros go too: `0 12` is `12`, not ` 12` (normalising twice must not differ). */
  return trimmed.replace(/^[0\s]+(?=.)/, '')
}

/** Company codes are upper-case identifiers ("lemon" is "LEMON"). */
export function normalizeFirma(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const trimmed = String(value).trim().toUpperCase()
  return trimmed === '' ? null : trimmed
}

/** Missing or blank role counts as user (spec doc 1 §3, §6). */
export function normalizeRole(value: unknown): 'user' | 'admin' {
  return String(value ?? '')
    .trim()
    .toLowerCase() === 'admin'
    ? 'admin'
    : 'user'
}
