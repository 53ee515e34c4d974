import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { vouchersKey } from '../vouchers'

/** Sums by month and insurer and the vouchers not yet settled, as a PDF. */
export function getVoucherReport(branch: BranchRef) {
  return api.get<Blob>(`${branchPath('/poukazky-report', branch)}/report`, {
    responseType: 'blob',
  })
}

export const voucherReportQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...vouchersKey(branch), 'report'],
    queryFn: () => getVoucherReport(branch),
    gcTime: 0,
    staleTime: Infinity,
  })

export function useVoucherReport(branch: BranchRef) {
  return useQuery(voucherReportQueryOptions(branch))
}
