import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** Items the branch confirmed as their target; one page. */
export function useConfirmed(branch: BranchRef, state: ListState) {
  return usePathList<PoolItem>({
    key: transferListKey('confirmed', branch),
    path: branchPath('/transfers/confirmed', branch),
    state,
  })
}
