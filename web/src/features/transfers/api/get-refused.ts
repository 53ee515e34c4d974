import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey } from '../transfer'
import type { RefusedItem } from '../../../../../contracts/lists/refused'

/** An item the branch refused, not offered to it again until unblocked: declared in contracts/lists. */
export type { RefusedItem }

export const refusedKey = (branch: BranchRef) =>
  [...transfersKey, 'refused', branch.firma, branch.pharmacyCode] as const

/** One page of the items the branch refused. */
export function useRefused(branch: BranchRef, state: ListState) {
  return usePathList<RefusedItem>({
    key: refusedKey(branch),
    path: branchPath('/refused', branch),
    state,
  })
}
