import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

export interface RejectInput {
  id: string
  reason?: string
}

/** The target branch refuses a reserved item, optionally saying why. */
export function rejectTransfer(branch: BranchRef, { id, reason }: RejectInput) {
  const body = reason ? { id, reason } : { id }
  return api.post<ActionResult>(branchPath('/transfers/reject', branch), body)
}

export function useRejectTransfer(branch: BranchRef) {
  return useListAction({
    list: 'incoming',
    branch,
    mutationFn: (input: RejectInput) => rejectTransfer(branch, input),
    idsOf: (input) => [input.id],
  })
}
