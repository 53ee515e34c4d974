import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { reportsKey } from '../reports'

/** One computed reimbursement-changes document of the branch. */
export interface UhradyVersion {
  _id: string
  id: string
  createdAt: string
  /** The export the version was computed from. */
  lastBatch: string | null
}

/** Newest first: index 0 is the newest version (doc 1 §4). */
export function listUhradyVersions(branch: BranchRef) {
  return api.get<UhradyVersion[]>(`/zmeny-uhrady/list/${encodeURIComponent(branch.firma)}`, {
    query: { pharmacyCode: branch.pharmacyCode },
  })
}

export const uhradyVersionsQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('zmeny-uhrady', branch), 'list'],
    queryFn: () => listUhradyVersions(branch),
  })

export function useUhradyVersions(branch: BranchRef) {
  return useQuery(uhradyVersionsQueryOptions(branch))
}
