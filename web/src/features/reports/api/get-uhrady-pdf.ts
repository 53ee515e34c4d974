import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { reportsKey } from '../reports'

export function getUhradyPdf(versionId: string, branch: BranchRef) {
  const path = branchPath(`/zmeny-uhrady/pdf/${encodeURIComponent(versionId)}`, branch)
  return api.get<Blob>(path, { responseType: 'blob' })
}

/** A version never changes once computed, so its document is kept while the screen is open. */
export const uhradyPdfQueryOptions = (versionId: string, branch: BranchRef) =>
  queryOptions({
    queryKey: [...reportsKey('zmeny-uhrady', branch), 'pdf', versionId],
    queryFn: () => getUhradyPdf(versionId, branch),
    staleTime: Infinity,
  })

export function useUhradyPdf(versionId: string, branch: BranchRef) {
  return useQuery(uhradyPdfQueryOptions(versionId, branch))
}
