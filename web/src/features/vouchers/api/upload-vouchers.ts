import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import {
  isUploadRunning,
  UPLOAD_POLL_MS,
  type SheetUploadAccepted,
  type SheetUploadStatus,
  type SkippedRows,
} from '../../../lib/sheet-upload'

export interface VoucherUploadResult {
  message: string
  count: number
  lastBatch: string | null
  skipped?: SkippedRows
}

/** Sends the file; the server's worker replaces the branch's vouchers with its rows. */
export function uploadVouchers(branch: BranchRef, file: File) {
  const form = new FormData()
  form.append('poukazky', file, file.name)
  return api.post<SheetUploadAccepted>(`${branchPath('/poukazky-upload', branch)}/poukazky`, form)
}

export function useUploadVouchers(branch: BranchRef) {
  return useMutation({ mutationFn: (file: File) => uploadVouchers(branch, file) })
}

/** The accepted upload as the worker reads it, followed until it is done or refused. */
export function useVoucherUpload(branch: BranchRef, uploadId: string | null) {
  return useQuery({
    queryKey: ['vouchers', branch.firma, branch.pharmacyCode, 'upload', uploadId],
    queryFn: () =>
      api.get<SheetUploadStatus<VoucherUploadResult>>(
        `${branchPath('/poukazky-upload', branch)}/upload/${encodeURIComponent(uploadId!)}`
      ),
    enabled: uploadId !== null,
    refetchInterval: (query) =>
      query.state.status !== 'error' && isUploadRunning(query.state.data?.status ?? 'queued')
        ? UPLOAD_POLL_MS
        : false,
  })
}
