import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, stockKey, type BranchRef } from '../stock-item'
import { stockLists, type StockItem } from '../../../../../contracts/lists/stock_lists'

type LezakyAnswer = { lastBatch: string | null; lezaky: StockItem[] }
type OhrozenciAnswer = { lastBatch: string | null; ohrozenci: StockItem[] }
export type StockListAnswer = { lastBatch: string | null } & Partial<LezakyAnswer & OhrozenciAnswer>

const rowsOf = {
  lezaky: (body: StockListAnswer) => body.lezaky ?? [],
  ohrozenci: (body: StockListAnswer) => body.ohrozenci ?? [],
}

/** How the ležáky and ohrožené screens read their list state from the address. */
export const stockListOptions = { filters: Object.keys(stockLists.lezak.filters) }

export const stockListRequest = (
  list: 'lezaky' | 'ohrozenci',
  branch: BranchRef
): PathListRequest<StockItem, StockListAnswer> => ({
  key: [...stockKey, list, branch.firma, branch.pharmacyCode],
  path: branchPath(`/${list}`, branch),
  rowsOf: rowsOf[list],
})

/** One page of the branch's ležáky or ohrožené (`{ lastBatch, lezaky | ohrozenci }`). */
export function useStockList(list: 'lezaky' | 'ohrozenci', branch: BranchRef, state: ListState) {
  return usePathList({ ...stockListRequest(list, branch), state })
}
