import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ExportBranch, ExportKind, ExportStatus, UploadMeta } from '../export-meta'
import { uploadMetaKey } from './get-upload-meta'

export interface UploadExportsInput {
  branch: ExportBranch
  files: Partial<Record<ExportKind, File>>
}

export interface UploadAccepted {
  message: string
  batchId: string
  status: ExportStatus
}

export function uploadExports({ branch, files }: UploadExportsInput) {
  const form = new FormData()
  for (const [kind, file] of Object.entries(files)) form.append(kind, file, file.name)
  const path = `/upload/${encodeURIComponent(branch.firma)}/${encodeURIComponent(branch.pharmacyCode)}`
  return api.post<UploadAccepted>(path, form)
}

/**
 * The server answers 202 and a worker does the rest: the cached meta switches to the new
 * batch at once (so the screen starts polling), then the real meta is fetched.
 */
export function useUploadExports() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadExports,
    onSuccess: (accepted, { branch }) => {
      queryClient.setQueryData<UploadMeta>(uploadMetaKey(branch), (meta) =>
        meta
          ? {
              ...meta,
              batchId: accepted.batchId,
              status: accepted.status,
              progress: { processed: 0, total: 0 },
              error: null,
              skippedReport: null,
            }
          : meta
      )
      return queryClient.invalidateQueries({ queryKey: uploadMetaKey(branch) })
    },
  })
}
