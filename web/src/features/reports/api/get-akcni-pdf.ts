import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { ONE_VISIT, reportsKey } from '../reports'

/** Leaflet items in stock whose action selling price is under the branch's NCSD. */
export function getAkcniPdf(branch: BranchRef) {
  return api.get<Blob>('/reports/akcni/pdf', {
    query: { pharmacyCode: branch.pharmacyCode },
    responseType: 'blob',
  })
}

export const akcniPdfQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('akcni', branch), 'pdf'],
    queryFn: () => getAkcniPdf(branch),
    ...ONE_VISIT,
  })

export function useAkcniPdf(branch: BranchRef) {
  return useQuery(akcniPdfQueryOptions(branch))
}
