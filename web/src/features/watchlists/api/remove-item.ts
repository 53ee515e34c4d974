import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath, type Watchlist } from '../watchlist'

export function removeItem(branch: BranchRef, id: string, sukl: string) {
  return api.delete<Watchlist>(`${watchlistApiPath(branch, id)}/items/${encodeURIComponent(sukl)}`)
}

export function useRemoveItem(branch: BranchRef, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sukl: string) => removeItem(branch, id, sukl),
    onSettled: () => invalidateWatchlists(queryClient, branch),
  })
}
