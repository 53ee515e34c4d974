import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { reloadTransferScreens } from '../transfer'

type ReopenResult = { ok: true } | { ok: false; error?: string; message?: string }

/** Puts an item removed at the last export back into its transfer, with its original data. */
export async function reopenItem(branch: BranchRef, item: PoolItem) {
  const body = await api.post<ReopenResult>('/pool/reopen', {
    firma: branch.firma,
    pharmacyCode: branch.pharmacyCode,
    Název: item['Název'],
    Šarže: item['Šarže'],
    Exspirace: item.Exspirace,
  })
  if (!body.ok) throw new ApiError(200, 'REOPEN_FAILED', body.message || body.error)
  return body
}

export function useReopenItem(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (item: PoolItem) => reopenItem(branch, item),
    onError: (error) => console.error('Reopen failed', error),
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
