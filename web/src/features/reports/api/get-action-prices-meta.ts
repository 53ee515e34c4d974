import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { reportsKey } from '../reports'

/** The current leaflet's validity and savedAt, and the branch's last export. */
export interface ActionPricesMeta {
  validFrom: string
  validTo: string | null
  lastBatch: string | null
  lastUpdated: string | null
}

export function getActionPricesMeta(branch: BranchRef) {
  return api.get<{ ok: boolean; meta: ActionPricesMeta | null }>('/reports/akcni/meta', {
    query: { pharmacyCode: branch.pharmacyCode },
  })
}

export const actionPricesMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('action-prices', branch), 'meta'],
    queryFn: () => getActionPricesMeta(branch),
  })

export function useActionPricesMeta(branch: BranchRef) {
  return useQuery(actionPricesMetaQueryOptions(branch))
}
