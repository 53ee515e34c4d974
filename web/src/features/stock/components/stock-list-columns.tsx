import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { DaysLeftText, ExpiryText } from '../../../components/expiry-text'
import { formatNumber } from '../../../lib/format'
import type { StockItem } from '../stock-item'

const column = createColumnHelper<StockItem>()

/*
| The server sorts (Czech order; lots without a value stay at the bottom both ways). An
| expired lot and one expiring within 30 days say so beside the expiry (issue #25).
*/
const baseColumns: ColumnDef<StockItem, any>[] = [
  column.accessor((item) => item.kodVZP ?? '', {
    id: 'kodVZP',
    header: 'KÓD VZP',
    cell: (info) => info.getValue() || '—',
    meta: { sortField: 'kodVZP', priority: 1 },
  }),
  column.accessor('nazev', { header: 'NÁZEV', meta: { sortField: 'nazev', card: 'title' } }),
  column.accessor('mnozstvi', {
    header: 'MNOŽSTVÍ',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'mnozstvi', align: 'right' },
  }),
  column.accessor('exspirace', {
    header: 'EXSPIRACE',
    cell: (info) => (
      <ExpiryText exspirace={info.getValue()} daysLeft={info.row.original.zbyvaDni} />
    ),
    meta: { sortField: 'exspirace' },
  }),
  column.accessor('zbyvaDni', {
    header: 'ZBÝVÁ DNÍ',
    cell: (info) => <DaysLeftText days={info.getValue()} />,
    meta: { sortField: 'zbyvaDni', align: 'right' },
  }),
]

export const lezakyColumns = baseColumns

export const ohrozenciColumns: ColumnDef<StockItem, any>[] = [
  ...baseColumns,
  column.accessor('prebytek', {
    header: 'PŘEBYTEK',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'prebytek', align: 'right', priority: 2 },
  }),
]
