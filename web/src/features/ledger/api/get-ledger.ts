import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { BranchRef } from '../../../lib/branch-ref'
import { ledgerKey, type PartnerBalance } from '../ledger'
import type { LedgerRelation } from '../../../../../contracts/lists/ledger'
import { partnerBalance } from '../ledger-rules'

type LedgerAnswer = { relations?: LedgerRelation[] }

/* The server's branch view records each relation from the branch's own side. */
const partnersOf = (body: LedgerAnswer) =>
  (body.relations ?? []).map((relation) => partnerBalance(relation, String(relation.fromPharmacy)))

/** One page of the branch's balances with the other branches. */
export function useLedger({ firma, pharmacyCode }: BranchRef, state: ListState) {
  return usePathList<PartnerBalance, LedgerAnswer>({
    key: [...ledgerKey, 'branch', firma, pharmacyCode],
    path: '/ledger',
    extra: { firma, pharmacyCode },
    state,
    rowsOf: partnersOf,
  })
}
