import { usePathList } from '../../../components/server-list/use-path-list'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey } from '../transfer'

/** An item the branch refused: it is not offered to the branch again until unblocked. */
export interface RefusedItem {
  _id: string
  reason: string | null
  poolItemId: string
  Název: string
  PDK: string
  Exspirace: string | null
  Šarže: string | null
  createdAt: string
}

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
