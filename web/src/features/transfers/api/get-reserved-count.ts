import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listFilter, type ListState } from '../../../components/server-list/list-state'
import { getList } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transferListKey } from '../transfer'

/**
 * How many rezervováno proposals the incoming list's filter matches, what they are worth
 * and when that was read: the "all N matching" a confirm by filter acts on.
 */
export function useReservedCount(branch: BranchRef, state: ListState) {
  const stav = state.filters.stav
  const query = { ...listFilter(state), stav: 'rezervováno', page: 1, limit: 1, totals: 'value' }
  return useQuery({
    queryKey: [...transferListKey('incoming', branch), 'reserved', query],
    queryFn: async ({ signal }) => {
      const page = await getList(branchPath('/transfers/incoming', branch), query, { signal })
      return { total: page.total, value: page.totalValue ?? 0, loadedAt: page.loadedAt }
    },
    enabled: !stav || stav === 'rezervováno',
    placeholderData: keepPreviousData,
  })
}
