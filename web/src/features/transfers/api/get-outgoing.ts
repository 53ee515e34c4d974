import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** The branch's own items confirmed by their target: to pick, or to mark not delivered. Sorted by the server. */
export function getOutgoing(branch: BranchRef) {
  return api.get<PoolItem[]>(branchPath('/transfers/outgoing', branch))
}

export const outgoingQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: transferListKey('outgoing', branch),
    queryFn: () => getOutgoing(branch),
  })

export function useOutgoing(branch: BranchRef) {
  return useQuery(outgoingQueryOptions(branch))
}
