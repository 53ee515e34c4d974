import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

/** The source branch cannot deliver a confirmed item (shown as nedodáno). */
export function markRejected(branch: BranchRef, id: string) {
  return api.post<ActionResult>(branchPath('/transfers/markRejected', branch), { id })
}

export function useMarkRejected(branch: BranchRef) {
  return useListAction({
    list: 'outgoing',
    branch,
    mutationFn: (id: string) => markRejected(branch, id),
    idsOf: (id) => [id],
  })
}
