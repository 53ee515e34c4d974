import type { ColumnDef } from '@tanstack/react-table'
import { DaysLeftText, ExpiryText } from '../../../components/expiry-text'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatNumber } from '../../../lib/format'
import { stockLists, type StockItem } from '../../../../../contracts/lists/stock_lists'

const column = listColumnHelper<StockItem>()(stockLists.lezak)
const ohrozenyColumn = listColumnHelper<StockItem>()(stockLists.ohrozeny)
const { headers } = stockLists.lezak

/*
| The server sorts (Czech order; lots without a value stay at the bottom both ways). An
| expired lot and one expiring within 30 days say so beside the expiry (issue #25).
*/
const baseColumns: ColumnDef<StockItem, any>[] = [
  column.accessor((item) => item.kodVZP ?? '', {
    id: 'kodVZP',
    header: headers.kodVZP,
    cell: (info) => info.getValue() || '—',
    meta: { sortField: 'kodVZP', priority: 1 },
  }),
  column.accessor('nazev', {
    header: headers.nazev,
    meta: { sortField: 'nazev', card: 'title' },
  }),
  column.accessor('mnozstvi', {
    header: headers.mnozstvi,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'mnozstvi', align: 'right' },
  }),
  column.accessor('exspirace', {
    header: headers.exspirace,
    cell: (info) => (
      <ExpiryText exspirace={info.getValue()} daysLeft={info.row.original.zbyvaDni} />
    ),
    meta: { sortField: 'exspirace' },
  }),
  column.accessor('zbyvaDni', {
    header: headers.zbyvaDni,
    cell: (info) => <DaysLeftText days={info.getValue()} />,
    meta: { sortField: 'zbyvaDni', align: 'right' },
  }),
]

export const lezakyColumns = baseColumns

export const ohrozenciColumns: ColumnDef<StockItem, any>[] = [
  ...baseColumns,
  ohrozenyColumn.accessor('prebytek', {
    header: stockLists.ohrozeny.headers.prebytek,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'prebytek', align: 'right', priority: 2 },
  }),
]
