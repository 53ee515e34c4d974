import type { ColumnDef } from '@tanstack/react-table'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { ExpiryText } from '../../../components/expiry-text'
import { formatNumber } from '../../../lib/format'
import { lotsList, type LotRow } from '../../../../../contracts/lists/branch_lots'

const column = listColumnHelper<LotRow>()(lotsList)
const { headers } = lotsList

/* Sorted by the server; lots without a šarže or an expiry stay at the bottom both ways. */
export const lotColumns: ColumnDef<LotRow, any>[] = [
  column.accessor('pdk', { header: headers.pdk, meta: { sortField: 'pdk' } }),
  column.accessor('nazev', { header: headers.nazev, meta: { sortField: 'nazev', card: 'title' } }),
  column.accessor((lot) => lot.sarze ?? '', {
    id: 'sarze',
    header: headers.sarze,
    cell: (info) => info.getValue() || '—',
    meta: { sortField: 'sarze' },
  }),
  column.accessor('exspirace', {
    header: headers.exspirace,
    cell: (info) => (
      <ExpiryText exspirace={info.getValue()} daysLeft={info.row.original.zbyvaDni} />
    ),
    meta: { sortField: 'exspirace' },
  }),
  column.accessor('mnozstvi', {
    header: headers.mnozstvi,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'mnozstvi', align: 'right' },
  }),
]
