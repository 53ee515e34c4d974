import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import {
  deliveredLineReceivedAt,
  deliveredLineValue,
  deliveredLineWhere,
} from '#ledger/queries/delivered_lines'
import { lastMonths, savingsByMonth } from '#ledger/rules/savings_by_month'

type Branch = { firma: string; pharmacyCode: string }

/**
 * Delivered lines of the branch's pool items, by month of receipt (dashboard chart); the
 * months end with PostgreSQL's, as the receipt times are (issue #34), unless `now` is given.
 */
export async function branchPoolSavings(branch: Branch, at?: Date) {
  const now = at ?? (await dbNow())
  const [firstMonth] = lastMonths(dayIn(now, domain.TIME_ZONE), domain.POOL_SAVINGS_MONTHS)
  /* Převodky received before the window cannot hold a line received in it. */
  const { rows } = await db.rawQuery(
    `WITH cutoff AS (SELECT (?::timestamp AT TIME ZONE ?) AS at)
     SELECT received_at, value FROM (
       SELECT ${deliveredLineReceivedAt('i', 'p')} AS received_at,
              (${deliveredLineValue('i')})::float AS value
         FROM pool_items i JOIN prevodky p ON p.id = i.prevodka_id
        WHERE i.firma = ? AND i.pharmacy_code = ? AND ${deliveredLineWhere('i')}
          AND (p.received_at IS NULL OR p.received_at >= (SELECT at FROM cutoff))
     ) lines
     WHERE received_at >= (SELECT at FROM cutoff)`,
    [`${firstMonth}-01`, domain.TIME_ZONE, branch.firma, branch.pharmacyCode]
  )
  const lines = rows.map((r: any) => ({ receivedAt: new Date(r.received_at), value: r.value }))
  return savingsByMonth(lines, now, domain)
}
