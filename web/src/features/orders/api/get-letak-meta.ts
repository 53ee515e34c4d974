import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

/** The leaflet in force; `ok: false` with a Czech `error` when none is uploaded. */
export interface LetakMeta {
  ok: boolean
  error: string | null
  validFrom: string | null
  validTo: string | null
  leafletCount: number
}

export function getLetakMeta(branch: BranchRef) {
  return api.get<LetakMeta>('/letak/meta', { query: { pharmacyCode: branch.pharmacyCode } })
}

export const letakMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['orders', 'letak-meta', branch.firma, branch.pharmacyCode],
    queryFn: () => getLetakMeta(branch),
  })

export function useLetakMeta(branch: BranchRef) {
  return useQuery(letakMetaQueryOptions(branch))
}
