import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { formatDate, formatNumber } from '../../../lib/format'
import type { StockItem } from '../stock-item'

const column = createColumnHelper<StockItem>()

/* The server sorts (Czech order; lots without a value stay at the bottom both ways). */
const baseColumns: ColumnDef<StockItem, any>[] = [
  column.accessor((item) => item.kodVZP ?? '', {
    id: 'kodVZP',
    header: 'KÓD VZP',
    cell: (info) => info.getValue() || '—',
    meta: { sortField: 'kodVZP' },
  }),
  column.accessor('nazev', { header: 'NÁZEV', meta: { sortField: 'nazev', card: 'title' } }),
  column.accessor('mnozstvi', {
    header: 'MNOŽSTVÍ',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'mnozstvi' },
  }),
  column.accessor('exspirace', {
    header: 'EXSPIRACE',
    cell: (info) => formatDate(info.getValue()),
    meta: { sortField: 'exspirace' },
  }),
  column.accessor('zbyvaDni', {
    header: 'ZBÝVÁ DNÍ',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'zbyvaDni' },
  }),
]

export const lezakyColumns = baseColumns

export const ohrozenciColumns: ColumnDef<StockItem, any>[] = [
  ...baseColumns,
  column.accessor('prebytek', {
    header: 'PŘEBYTEK',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'prebytek' },
  }),
]
