import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { ledgerKey } from '../ledger'
import type { LedgerBranch } from '../../../../../contracts/lists/ledger'

type LedgerAdminAnswer = { result?: LedgerBranch[] }
const branchesOf = (body: LedgerAdminAnswer) => body.result ?? []

/** One page of the firma's branches with their total balance and relations (admin only). */
export function useLedgerAdmin(firma: string, state: ListState) {
  return usePathList<LedgerBranch, LedgerAdminAnswer>({
    key: [...ledgerKey, 'admin', firma],
    path: '/ledger',
    extra: { firma },
    state,
    rowsOf: branchesOf,
  })
}
