import type { LedgerBranch, LedgerRelation } from '../../../../contracts/lists/ledger'

/** A relation and a branch of the admin view as the API returns them: declared in contracts/lists. */
export type { LedgerBranch, LedgerRelation }

/** A relation as one branch sees it: the other branch and the balance on its own side. */
export interface PartnerBalance {
  partner: string
  saldo: number
}

export const ledgerKey = ['ledger'] as const
