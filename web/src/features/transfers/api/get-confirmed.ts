import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

export const confirmedListRequest = (branch: BranchRef): PathListRequest<PoolItem> => ({
  key: transferListKey('confirmed', branch),
  path: branchPath('/transfers/confirmed', branch),
})

/** Items the branch confirmed as their target; one page. */
export function useConfirmed(branch: BranchRef, state: ListState) {
  return usePathList({ ...confirmedListRequest(branch), state })
}
