import { deliveredQuantitySql } from '#ledger/queries/delivered_quantity'

/*
| A delivered line (DOMAIN.md "Ledger"): a pool item received (přijato) on a převodka, and
| what it is worth: its received quantity × NCSD (issue #9). The ledger, the dashboard's
| counter and chart all take both from here, so they always agree.
*/

/** SQL condition: the pool item `i` is a delivered line. */
export const deliveredLineWhere = (i = 'i') =>
  `${i}.stav = 'přijato' AND ${i}.prevodka_id IS NOT NULL AND ${i}.target_pharmacy_code IS NOT NULL`

/** SQL value in CZK of the delivered line `i` (an unpriced line is worth 0). */
export const deliveredLineValue = (i = 'i') => `${deliveredQuantitySql(i)} * coalesce(${i}.ncsd, 0)`
