import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Převodky the branch sent; one page. */
export function useShipped(branch: BranchRef, state: ListState) {
  return usePathList<Prevodka>({
    key: [...transfersKey, 'shipped', branch.firma, branch.pharmacyCode],
    path: branchPath('/transfers/shipped', branch),
    state,
  })
}
