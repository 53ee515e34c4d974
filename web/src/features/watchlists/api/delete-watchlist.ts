import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath } from '../watchlist'

export function deleteWatchlist(branch: BranchRef, id: string) {
  return api.delete<{ ok: true }>(watchlistApiPath(branch, id))
}

export function useDeleteWatchlist(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteWatchlist(branch, id),
    onSuccess: () => invalidateWatchlists(queryClient, branch),
  })
}
