import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** The branch's own items confirmed by their target: to pick, or to mark not delivered; one page. */
export function useOutgoing(branch: BranchRef, state: ListState) {
  return usePathList<PoolItem>({
    key: transferListKey('outgoing', branch),
    path: branchPath('/transfers/outgoing', branch),
    state,
  })
}
