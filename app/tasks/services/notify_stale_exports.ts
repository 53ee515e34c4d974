import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'
import { exportAgeDays, type BranchExport } from '#tasks/rules/export_staleness'

/**
 * Tells each stale branch its export is old: once per stale period (keyed by the export it
 * follows), not every night, whether or not its "Nahrajte exporty" task is still open.
 */
export async function notifyStaleExports(
  trx: TransactionClientContract,
  stale: BranchExport[],
  now: Date
) {
  return notify(
    trx,
    stale.map((branch) => ({
      kind: 'export_stale' as const,
      target: { firma: branch.firma, pharmacyCode: branch.pharmacyCode },
      params: { days: exportAgeDays(branch.lastBatchAt, now, domain.TIME_ZONE) },
      dedupeKey: dedupeKeys.exportStale(branch, branch.lastBatchAt),
    }))
  )
}
