import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { domain } from '../../../../../config/domain'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { branchWatchlistsKey, watchlistApiPath, type Medicine } from '../watchlist'

/** Medicines of the current úhrady list by SÚKL prefix or name (at most 50). */
export function searchMedicines(branch: BranchRef, q: string, signal?: AbortSignal) {
  return api.get<Medicine[]>(`${watchlistApiPath(branch)}/search`, { query: { q }, signal })
}

export const searchableQuery = (q: string) =>
  [...q.trim()].length >= domain.WATCHLIST_SEARCH_MIN_CHARS

export const medicineSearchQueryOptions = (branch: BranchRef, q: string) =>
  queryOptions({
    queryKey: [...branchWatchlistsKey(branch), 'search', q.trim()],
    queryFn: ({ signal }) => searchMedicines(branch, q.trim(), signal),
    enabled: searchableQuery(q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

export function useMedicineSearch(branch: BranchRef, q: string) {
  return useQuery(medicineSearchQueryOptions(branch, q))
}
