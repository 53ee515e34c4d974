import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { stockKey, type BranchRef } from '../stock-item'
import { lotsList, type LotRow } from '../../../../../contracts/lists/branch_lots'

/** How the lots screen reads its list state from the address (`?pdk=`: one product). */
export const lotsListOptions = { filters: Object.keys(lotsList.filters) }

export const lotsListRequest = (branch: BranchRef, picked: boolean): PathListRequest<LotRow> => ({
  key: [...stockKey, 'lots', branch.firma, branch.pharmacyCode],
  path: '/pharmacy/lots',
  /* A user's own branch; an admin names the branch, else the server answers 422. */
  extra: picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined,
})

/** One page of the branch's lots, searched, filtered and sorted by the server. */
export function useLots(branch: BranchRef, picked: boolean, state: ListState) {
  return usePathList({ ...lotsListRequest(branch, picked), state })
}
