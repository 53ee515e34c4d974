import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { transferListKey } from '../transfer'

export const outgoingListRequest = (branch: BranchRef): PathListRequest<PoolItem> => ({
  key: transferListKey('outgoing', branch),
  path: branchPath('/transfers/outgoing', branch),
  extra: { totals: 'value' },
})

/**
 * The branch's own items confirmed by their target: to pick, or to mark not delivered; one
 * page, with what the whole filter is worth (the "Vychystat" button names it).
 */
export function useOutgoing(branch: BranchRef, state: ListState) {
  return usePathList({ ...outgoingListRequest(branch), state })
}
