import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath, type Watchlist } from '../watchlist'

/** Adds a medicine; adding one already there changes nothing. */
export function addItem(branch: BranchRef, id: string, sukl: string) {
  return api.post<Watchlist>(`${watchlistApiPath(branch, id)}/items`, { sukl })
}

export function useAddItem(branch: BranchRef, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (sukl: string) => addItem(branch, id, sukl),
    onSettled: () => invalidateWatchlists(queryClient, branch),
  })
}
