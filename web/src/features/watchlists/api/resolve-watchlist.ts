import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { branchWatchlistsKey, watchlistApiPath, type ResolvedWatchlist } from '../watchlist'

/** The watchlist with its items' surcharges from the newest úhrady list. */
export function resolveWatchlist(branch: BranchRef, id: string) {
  return api.get<ResolvedWatchlist>(`${watchlistApiPath(branch, id)}/resolve`)
}

export const resolvedWatchlistQueryOptions = (branch: BranchRef, id: string) =>
  queryOptions({
    queryKey: [...branchWatchlistsKey(branch), 'detail', id],
    queryFn: () => resolveWatchlist(branch, id),
  })

export function useResolvedWatchlist(branch: BranchRef, id: string) {
  return useQuery(resolvedWatchlistQueryOptions(branch, id))
}
