import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { invalidateWatchlists, watchlistApiPath, type Watchlist } from '../watchlist'

export function setBezDoplatku(branch: BranchRef, id: string, sukl: string, value: boolean) {
  const path = `${watchlistApiPath(branch, id)}/items/${encodeURIComponent(sukl)}`
  return api.patch<Watchlist>(path, { bezDoplatku: value })
}

export function useSetBezDoplatku(branch: BranchRef, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sukl, value }: { sukl: string; value: boolean }) =>
      setBezDoplatku(branch, id, sukl, value),
    onSettled: () => invalidateWatchlists(queryClient, branch),
  })
}
