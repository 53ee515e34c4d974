import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { reportsKey } from '../reports'

/** The current leaflet's validity and savedAt, and the branch's last export. */
export interface AkcniMeta {
  validFrom: string
  validTo: string | null
  lastBatch: string | null
  lastUpdated: string | null
}

export function getAkcniMeta(branch: BranchRef) {
  return api.get<{ ok: boolean; meta: AkcniMeta | null }>('/reports/akcni/meta', {
    query: { pharmacyCode: branch.pharmacyCode },
  })
}

export const akcniMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('akcni', branch), 'meta'],
    queryFn: () => getAkcniMeta(branch),
  })

export function useAkcniMeta(branch: BranchRef) {
  return useQuery(akcniMetaQueryOptions(branch))
}
