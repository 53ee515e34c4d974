import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import type { LedgerBranch } from '../ledger'
import { RelationsCell } from './relations-cell'
import { SaldoText } from './saldo-text'

const column = createColumnHelper<LedgerBranch>()

export const ledgerAdminColumns = [
  column.accessor('pharmacyCode', {
    header: 'Branch',
    meta: { sortField: 'pharmacyCode', card: 'title' },
  }),
  column.accessor('totalSaldo', {
    header: 'Total balance',
    meta: { sortField: 'totalSaldo' },
    cell: (info) => <SaldoText saldo={Number(info.getValue()) || 0} />,
  }),
  column.display({
    id: 'relations',
    header: 'Relations',
    cell: ({ row }) => <RelationsCell branch={row.original} />,
  }),
]
