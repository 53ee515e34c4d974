import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

/** The target branch takes back its confirmation of an item. */
export function cancelConfirmation(branch: BranchRef, id: string) {
  return api.post<ActionResult>(branchPath('/transfers/cancelConfirmation', branch), { id })
}

export function useCancelConfirmation(branch: BranchRef) {
  return useListAction({
    list: 'confirmed',
    branch,
    mutationFn: (id: string) => cancelConfirmation(branch, id),
    idsOf: (id) => [id],
  })
}
