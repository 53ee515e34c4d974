import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

/** The target branch accepts the reserved items (rezervováno → potvrzeno). */
export function confirmTransfers(branch: BranchRef, ids: string[]) {
  return api.post<ActionResult>(branchPath('/transfers/confirm', branch), { ids })
}

export function useConfirmTransfers(branch: BranchRef) {
  return useListAction({
    list: 'incoming',
    branch,
    mutationFn: (ids: string[]) => confirmTransfers(branch, ids),
    idsOf: (ids) => ids,
  })
}
