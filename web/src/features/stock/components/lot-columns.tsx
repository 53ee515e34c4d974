import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { formatNumber } from '../../../lib/format'
import type { LotRow } from '../stock-item'

const column = createColumnHelper<LotRow>()

/* Sorted by the server; lots without a šarže or an expiry stay at the bottom both ways. */
export const lotColumns: ColumnDef<LotRow, any>[] = [
  column.accessor('pdk', { header: 'PDK', meta: { sortField: 'pdk' } }),
  column.accessor('nazev', { header: 'Název', meta: { sortField: 'nazev', card: 'title' } }),
  column.accessor((lot) => lot.sarze ?? '', {
    id: 'sarze',
    header: 'Šarže',
    cell: (info) => info.getValue() || '—',
    meta: { sortField: 'sarze' },
  }),
  column.accessor('exspirace', {
    header: 'Expirace',
    cell: (info) => (
      <ExpiryText exspirace={info.getValue()} daysLeft={info.row.original.zbyvaDni} />
    ),
    meta: { sortField: 'exspirace' },
  }),
  column.accessor('mnozstvi', {
    header: 'Množství',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'mnozstvi', align: 'right' },
  }),
]
