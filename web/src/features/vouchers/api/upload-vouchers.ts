import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { vouchersKey } from '../vouchers'

export interface VoucherUploadResult {
  message: string
  count: number
  lastBatch: string | null
}

/** Replaces the branch's vouchers with the ones of the file. */
export function uploadVouchers(branch: BranchRef, file: File) {
  const form = new FormData()
  form.append('poukazky', file, file.name)
  return api.post<VoucherUploadResult>(`${branchPath('/poukazky-upload', branch)}/poukazky`, form)
}

export function useUploadVouchers(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadVouchers(branch, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKey(branch) }),
  })
}
