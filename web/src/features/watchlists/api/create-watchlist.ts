import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath, type Watchlist } from '../watchlist'

export interface WatchlistInput {
  name: string
  /** null: no e-mail. */
  email: string | null
}

export function createWatchlist(branch: BranchRef, input: WatchlistInput) {
  return api.post<Watchlist>(watchlistApiPath(branch), input)
}

export function useCreateWatchlist(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WatchlistInput) => createWatchlist(branch, input),
    onSuccess: () => invalidateWatchlists(queryClient, branch),
  })
}
