import { excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import type { Relation } from '#ledger/rules/balances'
import {
  branchLedgerList as branchList,
  firmaLedgerList as firmaList,
  type BranchLedgerSort,
  type FirmaLedgerSort,
  type LedgerBranch,
} from '#contracts/lists/ledger'

/*
| The two ledger screens under the list contract (contracts/lists/ledger.ts): a firma has
| at most a few hundred branches.
*/

export const branchLedgerList: MemoryList<Relation, BranchLedgerSort> = {
  contract: branchList,
  sorts: { toPharmacy: (r) => r.toPharmacy, saldo: (r) => r.saldo },
  texts: (r) => [r.toPharmacy],
  export: excelExport<typeof branchList, Relation>(branchList, {
    toPharmacy: (r) => r.toPharmacy,
    saldo: (r) => r.saldo,
  }),
}

/** The contract's branch, its relations as the server keeps them (both sides always named). */
type ServerLedgerBranch = LedgerBranch & { relations: Relation[] }

export const firmaLedgerList: MemoryList<ServerLedgerBranch, FirmaLedgerSort> = {
  contract: firmaList,
  sorts: { pharmacyCode: (r) => r.pharmacyCode, totalSaldo: (r) => r.totalSaldo },
  texts: (r) => [r.pharmacyCode],
  export: excelExport<typeof firmaList, ServerLedgerBranch>(firmaList, {
    pharmacyCode: (r) => r.pharmacyCode,
    totalSaldo: (r) => r.totalSaldo,
    relations: (r) => r.relations.map((x) => `${x.toPharmacy}: ${x.saldo}`).join(', '),
  }),
}
