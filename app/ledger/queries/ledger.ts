import db from '@adonisjs/lucid/services/db'
import { balances } from '#ledger/rules/balances'
import { deliveredQuantitySql } from '#ledger/queries/delivered_quantity'

/** Delivered lines (přijato on a převodka) at their received quantity, summed per branch pair. */
async function deliveredFlows(firma: string) {
  const { rows } = await db.rawQuery(
    `SELECT pharmacy_code AS "from", target_pharmacy_code AS "to",
            sum(${deliveredQuantitySql()} * coalesce(ncsd, 0))::float AS value
       FROM pool_items
      WHERE firma = ? AND stav = 'přijato' AND prevodka_id IS NOT NULL AND target_pharmacy_code IS NOT NULL
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
