import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useListAction, type ActionResult } from './list-action'

/** One item or all of them picked for their package (potvrzeno → vychystáno). */
export type MarkPickedInput = { id: string } | { ids: string[] }

export function markPicked(branch: BranchRef, input: MarkPickedInput) {
  return api.post<ActionResult>(branchPath('/transfers/markPicked', branch), input)
}

export function useMarkPicked(branch: BranchRef) {
  return useListAction({
    list: 'outgoing',
    branch,
    mutationFn: (input: MarkPickedInput) => markPicked(branch, input),
    idsOf: (input) => ('ids' in input ? input.ids : [input.id]),
  })
}
