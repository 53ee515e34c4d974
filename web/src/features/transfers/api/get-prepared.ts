import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transfersKey } from '../transfer'

/** The picked items of the branch for one target branch: one package to send. */
export interface PreparedPackage {
  targetPharmacyCode: string
  targetName: string | null
  count: number
  items: PoolItem[]
}

export function getPrepared(branch: BranchRef) {
  return api.get<PreparedPackage[]>(branchPath('/transfers/prepared', branch))
}

export const preparedQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...transfersKey, 'prepared', branch.firma, branch.pharmacyCode],
    queryFn: () => getPrepared(branch),
  })

export function usePrepared(branch: BranchRef) {
  return useQuery(preparedQueryOptions(branch))
}
