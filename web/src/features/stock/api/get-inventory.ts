import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listFilter, type ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { api } from '../../../lib/api-client'
import { stockKey, type BranchRef } from '../stock-item'
import { inventoryList, type InventoryRow } from '../../../../../contracts/lists/branch_inventory'

/** A user's own branch; an admin names the branch (`picked`), else the server answers 422. */
const scopeOf = (branch: BranchRef, picked: boolean) =>
  picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined

/** How the stock screen reads its list state from the address. */
export const inventoryListOptions = { filters: Object.keys(inventoryList.filters) }

export const inventoryListRequest = (
  branch: BranchRef,
  picked: boolean
): PathListRequest<InventoryRow> => ({
  key: [...stockKey, 'inventory', branch.firma, branch.pharmacyCode],
  path: '/pharmacy/inventory',
  extra: scopeOf(branch, picked),
})

/** One page of the branch stock, sorted and searched by the server. */
export function useInventory(branch: BranchRef, picked: boolean, state: ListState) {
  return usePathList({ ...inventoryListRequest(branch, picked), state })
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
