/*
| A delivered line (DOMAIN.md "Ledger"): a pool item received (přijato) on a převodka, and
| what it is worth. Reads over delivered lines take both from here, so the value can change
| in one place (e.g. to a received quantity once receipt records one).
*/

/** SQL condition: the pool item `i` is a delivered line. */
export const deliveredLineWhere = (i = 'i') =>
  `${i}.stav = 'přijato' AND ${i}.prevodka_id IS NOT NULL AND ${i}.target_pharmacy_code IS NOT NULL`

/** SQL value in CZK of the delivered line `i`: quantity × NCSD (an unpriced line is worth 0). */
export const deliveredLineValue = (i = 'i') => `${i}.mnozstvi * coalesce(${i}.ncsd, 0)`
