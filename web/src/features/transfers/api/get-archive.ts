import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Received or closed převodky where the branch is the source or the target; one page. */
export function useArchive(branch: BranchRef, state: ListState) {
  return usePathList<Prevodka>({
    key: [...transfersKey, 'archive', branch.firma, branch.pharmacyCode],
    path: branchPath('/transfers/archive', branch),
    state,
  })
}
