import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { poolKey } from '../pool-keys'

/** The branch's own pool items in every stav. */
export function getPool(branch: BranchRef) {
  return api.get<PoolItem[]>(branchPath('/pool', branch))
}

export const poolQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...poolKey, 'branch', branch.firma, branch.pharmacyCode],
    queryFn: () => getPool(branch),
  })

export function usePool(branch: BranchRef, enabled = true) {
  return useQuery({ ...poolQueryOptions(branch), enabled })
}
