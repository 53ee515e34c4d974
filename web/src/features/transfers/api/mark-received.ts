import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

/** The target branch marks a sent item as received. */
export function markReceived(branch: BranchRef, id: string) {
  return api.post<ActionResult>(branchPath('/transfers/markReceived', branch), { id })
}

export function useMarkReceived(branch: BranchRef) {
  return useListAction({
    list: 'incoming',
    branch,
    mutationFn: (id: string) => markReceived(branch, id),
    idsOf: (id) => [id],
  })
}
