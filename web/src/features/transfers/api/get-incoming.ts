import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** Items coming to the branch: rezervováno (to confirm or reject) and odesláno (to mark received). Sorted by the server. */
export function getIncoming(branch: BranchRef) {
  return api.get<PoolItem[]>(branchPath('/transfers/incoming', branch))
}

export const incomingQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: transferListKey('incoming', branch),
    queryFn: () => getIncoming(branch),
  })

export function useIncoming(branch: BranchRef) {
  return useQuery(incomingQueryOptions(branch))
}
