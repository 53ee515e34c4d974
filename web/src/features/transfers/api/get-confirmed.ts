import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** Items the branch confirmed as target: the confirmation can be cancelled. Sorted by the server. */
export function getConfirmed(branch: BranchRef) {
  return api.get<PoolItem[]>(branchPath('/transfers/confirmed', branch))
}

export const confirmedQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: transferListKey('confirmed', branch),
    queryFn: () => getConfirmed(branch),
  })

export function useConfirmed(branch: BranchRef) {
  return useQuery(confirmedQueryOptions(branch))
}
