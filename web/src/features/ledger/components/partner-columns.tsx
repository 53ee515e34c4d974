import { listColumnHelper } from '../../../components/server-list/list-columns'
import type { PartnerBalance } from '../ledger'
import { branchLedgerList, firmaLedgerList } from '../../../../../contracts/lists/ledger'
import { SaldoText } from './saldo-text'

const column = listColumnHelper<PartnerBalance>()(branchLedgerList)
const { headers } = branchLedgerList

/** A branch's balances with the partner branch, sorted by the server (branch view). */
export const partnerColumns = [
  column.accessor('partner', {
    header: headers.toPharmacy,
    meta: { sortField: 'toPharmacy', card: 'title' },
  }),
  column.accessor('saldo', {
    header: headers.saldo,
    cell: (info) => <SaldoText saldo={info.getValue()} />,
    meta: { sortField: 'saldo' },
  }),
]

/** A branch's relations in the admin view: the target branch and the balance, unsorted. */
export const targetColumns = [
  column.accessor('partner', { header: firmaLedgerList.headers.relationTarget }),
  column.accessor('saldo', {
    header: firmaLedgerList.headers.relationSaldo,
    cell: (info) => <SaldoText saldo={info.getValue()} />,
  }),
]
