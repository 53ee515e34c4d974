import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { ONE_VISIT, reportsKey } from '../reports'

/** Leaflet items in stock whose action selling price is under the branch's NCSD. */
export function getActionPricesPdf(branch: BranchRef) {
  return api.get<Blob>('/reports/akcni/pdf', {
    query: { pharmacyCode: branch.pharmacyCode },
    responseType: 'blob',
  })
}

export const actionPricesPdfQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('action-prices', branch), 'pdf'],
    queryFn: () => getActionPricesPdf(branch),
    ...ONE_VISIT,
  })

export function useActionPricesPdf(branch: BranchRef) {
  return useQuery(actionPricesPdfQueryOptions(branch))
}
