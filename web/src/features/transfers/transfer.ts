import { branchLabel as sharedBranchLabel } from '../../../../app/branches/rules/branch_label'
import type { QueryClient } from '@tanstack/react-query'
import type { BranchRef } from '../../lib/branch-ref'
import {
  transferItemLists,
  type Prevodka,
  type TransferItemList,
} from '../../../../contracts/lists/transfers'

/** Every transfer query starts with this key, so one action refreshes every list. */
export const transfersKey = ['transfers'] as const

/** The pool screens show the same items; transfer actions refresh them too. */
export const poolQueryKey = ['pool'] as const

/**
 * Starts reloading every transfer list and the pool screens after an action. An action's
 * `onSettled` does not wait for it: the mutation would stay pending through the reload and
 * its answer (a notice given to `mutate`) come only after every list had reloaded. A bulk
 * action by filter waits (useBulkByFilter): the server chose its rows, the list shows them.
 */
export function reloadTransferScreens(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: transfersKey })
  void queryClient.invalidateQueries({ queryKey: poolQueryKey })
}

/** The item lists of a branch that transfer actions change. */
export type TransferList = TransferItemList

/** The filters of the item lists, by their API names (how the screens read the address). */
export const TRANSFER_FILTERS = Object.keys(transferItemLists.incoming.filters)

export function transferListKey(list: TransferList, branch: BranchRef) {
  return [...transfersKey, list, branch.firma, branch.pharmacyCode] as const
}

/** A převodka: the package of items sent from one branch to another; declared in contracts/lists. */
export type { Prevodka }

/** `12 – Lékárna Praha` as every document writes it, the code alone without a name, — without a code. */
export function branchLabel(code: string | null | undefined, name?: string | null): string {
  return code ? sharedBranchLabel(code, name) : '—'
}
