import { listColumnHelper } from '../../../components/server-list/list-columns'
import { firmaLedgerList, type LedgerBranch } from '../../../../../contracts/lists/ledger'
import { RelationsCell } from './relations-cell'
import { SaldoText } from './saldo-text'

const column = listColumnHelper<LedgerBranch>()(firmaLedgerList)
const { headers } = firmaLedgerList

export const ledgerAdminColumns = [
  column.accessor('pharmacyCode', {
    header: headers.pharmacyCode,
    meta: { sortField: 'pharmacyCode', card: 'title' },
  }),
  column.accessor('totalSaldo', {
    header: headers.totalSaldo,
    meta: { sortField: 'totalSaldo' },
    cell: (info) => <SaldoText saldo={Number(info.getValue()) || 0} />,
  }),
  column.display({
    id: 'relations',
    header: headers.relations,
    cell: ({ row }) => <RelationsCell branch={row.original} />,
  }),
]
