import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { reloadTransferScreens } from '../transfer'
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

/** The item and the version the reject answered with. */
export interface UndoRejectInput {
  id: string
  version: number
}

/** "Zpět" after a reject: the offer comes back to the branch (issue #36). */
export function undoReject(branch: BranchRef, input: UndoRejectInput) {
  return api.post<ActionResult>(branchPath('/transfers/undoReject', branch), input)
}

/** The item returns to the lists, so every transfer list reloads afterwards. */
export function useUndoReject(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UndoRejectInput) => undoReject(branch, input),
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
