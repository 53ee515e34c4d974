import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** Items coming to the branch: rezervováno (to confirm or reject) and odesláno (to mark received); one page, sorted and searched by the server. */
export function useIncoming(branch: BranchRef, state: ListState) {
  return usePathList<PoolItem>({
    key: transferListKey('incoming', branch),
    path: branchPath('/transfers/incoming', branch),
    state,
  })
}
