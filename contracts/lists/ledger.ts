import { defineList, type SortOf } from '#contracts/lists/list'

/*
| The ledger's two lists (/ledger): a branch's balances with its partner branches, and the
| admin's firma view of every branch with its total and relations. Headers are English, as
| the screens have always shown them.
*/

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

/** The branch's relations (`{ relations }`), sorted by the partner or the balance. */
export const branchLedgerList = defineList({
  sorts: ['toPharmacy', 'saldo'],
  headers: { toPharmacy: 'Partner branch', saldo: 'Balance' },
  excel: {
    fileName: 'saldo',
    sheet: 'Ledger',
    columns: [
      { key: 'toPharmacy', width: 16 },
      { key: 'saldo', width: 14 },
    ],
  },
})

/** The firma's branches (`{ result }`); each row's relations are a small table of their own. */
export const firmaLedgerList = defineList({
  sorts: ['pharmacyCode', 'totalSaldo'],
  headers: {
    pharmacyCode: 'Branch',
    totalSaldo: 'Total balance',
    relations: 'Relations',
    /* The columns of a row's relations. */
    relationTarget: 'Target branch',
    relationSaldo: 'Balance',
  },
  excel: {
    fileName: 'saldo_vsech_pobocek',
    sheet: 'Ledger',
    columns: [
      { key: 'pharmacyCode', width: 12 },
      { key: 'totalSaldo', width: 14 },
      { key: 'relations', width: 60 },
    ],
  },
})

export type BranchLedgerSort = SortOf<typeof branchLedgerList>
export type FirmaLedgerSort = SortOf<typeof firmaLedgerList>
