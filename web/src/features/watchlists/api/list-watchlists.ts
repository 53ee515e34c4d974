import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { BranchRef } from '../../../lib/branch-ref'
import { branchWatchlistsKey, watchlistApiPath, type Watchlist } from '../watchlist'

/** One page of the branch's watchlists, as the server searches and sorts them. */
export function useWatchlists(branch: BranchRef, state: ListState) {
  return usePathList<Watchlist>({
    key: [...branchWatchlistsKey(branch), 'list'],
    path: watchlistApiPath(branch),
    state,
  })
}
