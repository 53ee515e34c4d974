import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { stockKey, type BranchRef, type InventoryRow } from '../stock-item'

/**
 * The branch stock. A user gets their own branch; an admin names the branch
 * (`picked`), else the server answers 422.
 */
export function getInventory(branch: BranchRef, picked: boolean) {
  const query = picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined
  return api.get<InventoryRow[]>('/pharmacy/inventory', { query })
}

export const inventoryQueryOptions = (branch: BranchRef, picked: boolean) =>
  queryOptions({
    queryKey: [...stockKey, 'inventory', branch.firma, branch.pharmacyCode],
    queryFn: () => getInventory(branch, picked),
  })

export function useInventory(branch: BranchRef, picked: boolean) {
  return useQuery(inventoryQueryOptions(branch, picked))
}
