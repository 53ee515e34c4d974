import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { poolQueryKey, transfersKey } from '../transfer'
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

/** "All N matching" of a list: its filter, the rows unticked, and when it was read. */
export interface BulkSelection {
  filter: Record<string, string | undefined>
  except: string[]
  loadedAt: string
}

/** What a bulk action by filter answers: how many moved, how many changed meanwhile. */
export interface BulkResult {
  ok: true
  done: number
  changed: number
  message: string
}

export type BulkPath = '/transfers/confirm' | '/transfers/markPicked'

/** A bulk action by filter; the server selects the rows, so every list reloads after it. */
export function useBulkByFilter(branch: BranchRef, path: BulkPath) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (selection: BulkSelection) =>
      api.post<BulkResult>(branchPath(path, branch), selection),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfersKey }),
        queryClient.invalidateQueries({ queryKey: poolQueryKey }),
      ]),
  })
}
