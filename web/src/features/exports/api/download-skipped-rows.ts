import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ExportBranch } from '../export-meta'

/** The skipped rows of one upload of the branch as an xlsx (issue #9). */
export function downloadSkippedRows({ firma, pharmacyCode }: ExportBranch, batchId: string) {
  const path = `/upload/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}/skipped`
  return api.get<Blob>(path, { query: { batchId }, responseType: 'blob' })
}

export function useDownloadSkippedRows(branch: ExportBranch) {
  return useMutation({ mutationFn: (batchId: string) => downloadSkippedRows(branch, batchId) })
}
