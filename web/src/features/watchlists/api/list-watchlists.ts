import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { branchWatchlistsKey, watchlistApiPath, type Watchlist } from '../watchlist'

export function listWatchlists(branch: BranchRef) {
  return api.get<Watchlist[]>(watchlistApiPath(branch))
}

export const watchlistsQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...branchWatchlistsKey(branch), 'list'],
    queryFn: () => listWatchlists(branch),
  })

export function useWatchlists(branch: BranchRef) {
  return useQuery(watchlistsQueryOptions(branch))
}
