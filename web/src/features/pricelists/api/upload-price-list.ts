import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { priceListKey, priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'
import type { UploadValues } from '../upload-rules'

export interface SkippedRows {
  count: number
  examples: { row: number; reason: string }[]
}

export interface UploadResult {
  ok: boolean
  message: string
  meta: PriceListMeta
  skipped?: SkippedRows
}

/** A file from the admin's computer, or else a path inside the server's import folder. */
export function uploadPriceList(kind: PriceListKind, values: UploadValues) {
  const form = new FormData()
  if (values.file) form.append('file', values.file, values.file.name)
  else form.append('filePath', values.filePath.trim())
  form.append('validFrom', values.validFrom)
  if (priceListKinds[kind].withValidTo) form.append('validTo', values.validTo)
  return api.post<UploadResult>(`${priceListKinds[kind].base}/upload`, form)
}

export function useUploadPriceList(kind: PriceListKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: UploadValues) => uploadPriceList(kind, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKey(kind) }),
  })
}
