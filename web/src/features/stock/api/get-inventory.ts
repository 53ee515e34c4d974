import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listFilter, type ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { api } from '../../../lib/api-client'
import { stockKey, type BranchRef, type InventoryRow } from '../stock-item'

/** A user's own branch; an admin names the branch (`picked`), else the server answers 422. */
const scopeOf = (branch: BranchRef, picked: boolean) =>
  picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined

/** One page of the branch stock, sorted and searched by the server. */
export function useInventory(branch: BranchRef, picked: boolean, state: ListState) {
  return usePathList<InventoryRow>({
    key: [...stockKey, 'inventory', branch.firma, branch.pharmacyCode],
    path: '/pharmacy/inventory',
    state,
    extra: scopeOf(branch, picked),
  })
}

export interface InventorySummary {
  total: number
  items: number
  underMinimum: number
  deficit: number
}

/** The summary chips for the same search and filter, over every page. */
export function useInventorySummary(branch: BranchRef, picked: boolean, state: ListState) {
  const query = { ...scopeOf(branch, picked), ...listFilter(state) }
  return useQuery({
    queryKey: [...stockKey, 'inventory-summary', branch.firma, branch.pharmacyCode, query],
    queryFn: ({ signal }) =>
      api.get<InventorySummary>('/pharmacy/inventory/summary', { query, signal }),
    placeholderData: keepPreviousData,
  })
}
