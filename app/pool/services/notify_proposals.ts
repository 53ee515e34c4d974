import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'

/**
 * One notification per target branch and matching run ("N nových návrhů k převzetí"),
 * however many items the run reserved; each written chunk adds its items to the count.
 */
export async function notifyProposals(
  trx: TransactionClientContract,
  firma: string,
  runId: string,
  reserved: { target: string }[]
) {
  const counts = new Map<string, number>()
  for (const { target } of reserved) counts.set(target, (counts.get(target) ?? 0) + 1)
  await notify(
    trx,
    [...counts].map(([pharmacyCode, count]) => ({
      kind: 'proposals' as const,
      target: { firma, pharmacyCode },
      params: { count },
      dedupeKey: dedupeKeys.proposals({ firma, pharmacyCode }, runId),
    })),
    { addCount: true }
  )
}
