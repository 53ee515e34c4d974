import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { ONE_VISIT, reportsKey } from '../reports'

/** PDKs whose stock exceeds six months of consumption; generated anew on every visit. */
export function generateOverstock(branch: BranchRef) {
  return api.post<Blob>(
    '/overstock/generate',
    {},
    { query: { pharmacyCode: branch.pharmacyCode }, responseType: 'blob' }
  )
}

export const overstockQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('overstock', branch), 'pdf'],
    queryFn: () => generateOverstock(branch),
    ...ONE_VISIT,
  })

export function useOverstockPdf(branch: BranchRef) {
  return useQuery(overstockQueryOptions(branch))
}
