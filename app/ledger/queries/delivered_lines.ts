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

/**
 * SQL moment the delivered line `i` of převodka `p` was received: when it became přijato
 * (its history), which is the převodka's receivedAt when it came with the whole převodka; a
 * line marked received alone has its own moment while the rest is still on the way. Never
 * after `p.received_at`, so `p.received_at IS NULL OR p.received_at >= X` narrows a search.
 */
export const deliveredLineReceivedAt = (i = 'i', p = 'p') => `coalesce(
  (SELECT max(h.changed_at) FROM pool_item_history h WHERE h.pool_item_id = ${i}.id AND h.stav = 'přijato'),
  ${p}.received_at)`
