import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { vouchersKey } from '../vouchers'

/** When the branch last uploaded its vouchers. */
export function getVoucherMeta(branch: BranchRef) {
  return api.get<{ lastBatch: string | null }>(`${branchPath('/poukazky-upload', branch)}/meta`)
}

export const voucherMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...vouchersKey(branch), 'meta'],
    queryFn: () => getVoucherMeta(branch),
  })

export function useVoucherMeta(branch: BranchRef) {
  return useQuery(voucherMetaQueryOptions(branch))
}
