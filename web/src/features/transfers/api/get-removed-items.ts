import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transfersKey } from '../transfer'

/** Pool items of the branch that disappeared between its last two exports. */
export async function getRemovedItems(branch: BranchRef): Promise<PoolItem[]> {
  const body = await api.get<{ diff?: { removed?: PoolItem[] } }>(
    branchPath('/pool/removedSinceLastUpload', branch)
  )
  return body.diff?.removed ?? []
}

export const removedItemsQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...transfersKey, 'removed', branch.firma, branch.pharmacyCode],
    queryFn: () => getRemovedItems(branch),
  })

export function useRemovedItems(branch: BranchRef, enabled: boolean) {
  return useQuery({ ...removedItemsQueryOptions(branch), enabled })
}
