import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import {
  isUploadRunning,
  UPLOAD_POLL_MS,
  type SheetUploadAccepted,
  type SheetUploadStatus,
  type SkippedRows,
} from '../../../lib/sheet-upload'
import { priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'
import type { UploadValues } from '../upload-rules'

export interface UploadResult {
  ok: boolean
  message: string
  meta: PriceListMeta
  skipped?: SkippedRows
  warning?: string
}

/** A file from the admin's computer, or else a path inside the server's import folder. */
export function uploadPriceList(kind: PriceListKind, values: UploadValues) {
  const form = new FormData()
  if (values.file) form.append('file', values.file, values.file.name)
  else form.append('filePath', values.filePath.trim())
  form.append('validFrom', values.validFrom)
  if (priceListKinds[kind].withValidTo) form.append('validTo', values.validTo)
  return api.post<SheetUploadAccepted>(`${priceListKinds[kind].base}/upload`, form)
}

export function useUploadPriceList(kind: PriceListKind) {
  return useMutation({ mutationFn: (values: UploadValues) => uploadPriceList(kind, values) })
}

export function getPriceListUpload(kind: PriceListKind, uploadId: string) {
  return api.get<SheetUploadStatus<UploadResult>>(
    `${priceListKinds[kind].base}/upload/${encodeURIComponent(uploadId)}`
  )
}

/** The accepted upload as the worker reads it, followed until it is done or refused. */
export function usePriceListUpload(kind: PriceListKind, uploadId: string | null) {
  return useQuery({
    queryKey: ['pricelists', kind, 'upload', uploadId],
    queryFn: () => getPriceListUpload(kind, uploadId!),
    enabled: uploadId !== null,
    refetchInterval: (query) =>
      query.state.status !== 'error' && isUploadRunning(query.state.data?.status ?? 'queued')
        ? UPLOAD_POLL_MS
        : false,
  })
}
