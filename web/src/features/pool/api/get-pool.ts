import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { poolKey } from '../pool-keys'

/** One page of the branch's own pool items in every stav, as the server sorts and searches. */
export function usePool(branch: BranchRef, state: ListState, enabled = true) {
  return usePathList<PoolItem>({
    key: [...poolKey, 'branch', branch.firma, branch.pharmacyCode],
    path: branchPath('/pool', branch),
    state,
    enabled,
  })
}
