import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

/** The branch's proposals; a reload asks for them before the screen is there (prefetch-list.ts). */
export const incomingListRequest = (branch: BranchRef): PathListRequest<PoolItem> => ({
  key: transferListKey('incoming', branch),
  path: branchPath('/transfers/incoming', branch),
})

/** Items coming to the branch: rezervováno (to confirm or reject) and odesláno (to mark received); one page, sorted and searched by the server. */
export function useIncoming(branch: BranchRef, state: ListState) {
  return usePathList({ ...incomingListRequest(branch), state })
}
