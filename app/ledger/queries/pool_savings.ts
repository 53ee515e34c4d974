import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { deliveredLineValue, deliveredLineWhere } from '#ledger/queries/delivered_lines'
import { lastMonths, savingsByMonth } from '#ledger/rules/savings_by_month'

type Branch = { firma: string; pharmacyCode: string }

/*
| A line's receipt is when it became přijato (its history), which is also the převodka's
| receivedAt when it was received with the whole převodka; an item marked received alone
| gets its own moment even while the rest of its převodka is still on the way.
*/
const RECEIVED_AT = `coalesce(
  (SELECT max(h.changed_at) FROM pool_item_history h WHERE h.pool_item_id = i.id AND h.stav = 'přijato'),
  p.received_at)`

/** Delivered lines of the branch's pool items, by month of receipt (dashboard chart). */
export async function branchPoolSavings(branch: Branch, now = new Date()) {
  const [firstMonth] = lastMonths(dayIn(now, domain.TIME_ZONE), domain.POOL_SAVINGS_MONTHS)
  const { rows } = await db.rawQuery(
    `SELECT received_at, value FROM (
       SELECT ${RECEIVED_AT} AS received_at, (${deliveredLineValue('i')})::float AS value
         FROM pool_items i JOIN prevodky p ON p.id = i.prevodka_id
        WHERE i.firma = ? AND i.pharmacy_code = ? AND ${deliveredLineWhere('i')}
     ) lines
     WHERE received_at >= (?::timestamp AT TIME ZONE ?)`,
    [branch.firma, branch.pharmacyCode, `${firstMonth}-01`, domain.TIME_ZONE]
  )
  const lines = rows.map((r: any) => ({ receivedAt: new Date(r.received_at), value: r.value }))
  return savingsByMonth(lines, now, domain)
}
