import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { watchlistApiPath } from '../watchlist'

/** The watchlist as a PDF (rendered by the pdf worker). */
export function exportWatchlist(branch: BranchRef, id: string) {
  return api.get<Blob>(`${watchlistApiPath(branch, id)}/export`, { responseType: 'blob' })
}

export function useExportWatchlist(branch: BranchRef, id: string) {
  return useMutation({ mutationFn: () => exportWatchlist(branch, id) })
}
