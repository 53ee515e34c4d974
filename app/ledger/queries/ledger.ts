import db from '@adonisjs/lucid/services/db'
import { balances } from '#ledger/rules/balances'
import { deliveredLineValue, deliveredLineWhere } from '#ledger/queries/delivered_lines'

/** Delivered lines (přijato on a převodka) at their received quantity, summed per branch pair. */
async function deliveredFlows(firma: string) {
  const { rows } = await db.rawQuery(
    `SELECT i.pharmacy_code AS "from", i.target_pharmacy_code AS "to",
            sum(${deliveredLineValue('i')})::float AS value
       FROM pool_items i
      WHERE i.firma = ? AND ${deliveredLineWhere('i')}
      GROUP BY 1, 2`,
    [firma]
  )
  return rows as { from: string; to: string; value: number }[]
}

export async function firmaLedger(firma: string) {
  return balances(await deliveredFlows(firma))
}

export async function branchLedger(firma: string, pharmacyCode: string) {
  const result = await firmaLedger(firma)
  return result.find((r) => r.pharmacyCode === pharmacyCode)?.relations ?? []
}
