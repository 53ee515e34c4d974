import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

/** The leaflet in force; `ok: false` with a Czech `error` when none is uploaded. */
export interface LeafletMeta {
  ok: boolean
  error: string | null
  validFrom: string | null
  validTo: string | null
  leafletCount: number
}

export function getLeafletMeta(branch: BranchRef) {
  return api.get<LeafletMeta>('/letak/meta', { query: { pharmacyCode: branch.pharmacyCode } })
}

export const leafletMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['orders', 'leaflet-meta', branch.firma, branch.pharmacyCode],
    queryFn: () => getLeafletMeta(branch),
  })

export function useLeafletMeta(branch: BranchRef) {
  return useQuery(leafletMetaQueryOptions(branch))
}
