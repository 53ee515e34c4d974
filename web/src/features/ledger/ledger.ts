/** The balance between two branches, as the server keeps it. */
export interface LedgerRelation {
  fromPharmacy: string
  toPharmacy?: string | null
  /** Older records name the other side this way. */
  targetPharmacy?: string | null
  saldo: number
}

/** One branch of the admin view: its total balance and its relations. */
export interface LedgerBranch {
  pharmacyCode: string
  totalSaldo: number
  relations: LedgerRelation[]
}

/** A relation as one branch sees it: the other branch and the balance on its own side. */
export interface PartnerBalance {
  partner: string
  saldo: number
}

export const ledgerKey = ['ledger'] as const
