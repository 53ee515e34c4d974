import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { ledgerKey, type LedgerRelation } from '../ledger'

/** The relations of one branch with the others. */
export async function getLedger({ firma, pharmacyCode }: BranchRef): Promise<LedgerRelation[]> {
  const body = await api.get<{ relations?: LedgerRelation[] }>('/ledger', {
    query: { firma, pharmacyCode },
  })
  return body.relations ?? []
}

export const ledgerQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...ledgerKey, 'branch', branch.firma, branch.pharmacyCode],
    queryFn: () => getLedger(branch),
  })

export function useLedger(branch: BranchRef) {
  return useQuery(ledgerQueryOptions(branch))
}
