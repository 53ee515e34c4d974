import type { MemoryList } from '#core/list_memory'
import type { Relation } from '#ledger/rules/balances'

/* The two ledger screens under the list contract: a firma has at most a few hundred branches. */

export const branchLedgerList: MemoryList<Relation> = {
  contract: { sorts: ['toPharmacy', 'saldo'] },
  sorts: { toPharmacy: (r) => r.toPharmacy, saldo: (r) => r.saldo },
  texts: (r) => [r.toPharmacy],
  export: {
    fileName: 'saldo',
    sheet: 'Ledger',
    columns: [
      { header: 'Partner branch', value: (r) => r.toPharmacy, width: 16 },
      { header: 'Balance', value: (r) => r.saldo, width: 14 },
    ],
  },
}

type LedgerBranch = { pharmacyCode: string; totalSaldo: number; relations: Relation[] }

export const firmaLedgerList: MemoryList<LedgerBranch> = {
  contract: { sorts: ['pharmacyCode', 'totalSaldo'] },
  sorts: { pharmacyCode: (r) => r.pharmacyCode, totalSaldo: (r) => r.totalSaldo },
  texts: (r) => [r.pharmacyCode],
  export: {
    fileName: 'saldo_vsech_pobocek',
    sheet: 'Ledger',
    columns: [
      { header: 'Branch', value: (r) => r.pharmacyCode, width: 12 },
      { header: 'Total balance', value: (r) => r.totalSaldo, width: 14 },
      {
        header: 'Relations',
        value: (r) => r.relations.map((x) => `${x.toPharmacy}: ${x.saldo}`).join(', '),
        width: 60,
      },
    ],
  },
}
