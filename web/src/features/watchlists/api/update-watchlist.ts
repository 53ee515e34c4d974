import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath, type Watchlist } from '../watchlist'
import type { WatchlistInput } from './create-watchlist'

export function updateWatchlist(branch: BranchRef, id: string, input: WatchlistInput) {
  return api.put<Watchlist>(watchlistApiPath(branch, id), input)
}

export function useUpdateWatchlist(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WatchlistInput }) =>
      updateWatchlist(branch, id, input),
    onSuccess: () => invalidateWatchlists(queryClient, branch),
  })
}
