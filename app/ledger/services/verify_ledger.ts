import db from '@adonisjs/lucid/services/db'
import { firmaLedger } from '#ledger/queries/ledger'
import { deliveredQuantityOf } from '#ledger/queries/delivered_quantity'

export type LedgerCheck = { firma: string; ok: boolean; total: number; problems: string[] }

/**
 * Recomputes every firma's balances from its delivered lines one by one (each at its
 * received quantity) and compares them with the ledger the screens show: each firma must
 * sum to zero and every relation must equal the sum of its lines.
 */
export async function verifyLedger(): Promise<LedgerCheck[]> {
  const lines = await db
    .from('pool_items')
    .where('stav', 'přijato')
    .whereNotNull('prevodka_id')
    .select(
      'firma',
      'pharmacy_code',
      'target_pharmacy_code',
      'mnozstvi',
      'received_quantity',
      'ncsd'
    )
  const firmas = [...new Set(lines.map((l) => l.firma as string))].sort()
  const checks: LedgerCheck[] = []
  for (const firma of firmas) {
    const expected = new Map<string, number>()
    for (const line of lines.filter((l) => l.firma === firma)) {
      const value = deliveredQuantityOf(line) * Number(line.ncsd ?? 0)
      const key = `${line.pharmacy_code}→${line.target_pharmacy_code}`
      const back = `${line.target_pharmacy_code}→${line.pharmacy_code}`
      expected.set(key, (expected.get(key) ?? 0) + value)
      expected.set(back, (expected.get(back) ?? 0) - value)
    }
    const ledger = await firmaLedger(firma)
    const problems: string[] = []
    const total = ledger.reduce((sum, branch) => sum + branch.totalSaldo, 0)
    if (Math.abs(total) > 0.005) problems.push(`součet sald firmy je ${total.toFixed(2)} Kč, ne 0`)
    for (const branch of ledger) {
      for (const r of branch.relations) {
        const want = expected.get(`${r.fromPharmacy}→${r.toPharmacy}`) ?? 0
        /* A saldo is rounded to hellers: half a heller off (0,125 → 0,13) is right, in float too. */
        if (Math.abs(want - r.saldo) > 0.005 + 1e-9) {
          problems.push(
            `${r.fromPharmacy} → ${r.toPharmacy}: saldo ${r.saldo.toFixed(2)} Kč, řádky dávají ${want.toFixed(2)} Kč`
          )
        }
      }
    }
    checks.push({ firma, ok: problems.length === 0, total, problems })
  }
  return checks
}
