import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Převodky sent to the branch and not yet received; one page. */
export function useReceived(branch: BranchRef, state: ListState) {
  return usePathList<Prevodka>({
    key: [...transfersKey, 'received', branch.firma, branch.pharmacyCode],
    path: branchPath('/transfers/received', branch),
    state,
  })
}
