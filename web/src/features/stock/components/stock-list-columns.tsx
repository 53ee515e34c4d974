import { createColumnHelper, type ColumnDef, type SortingFn } from '@tanstack/react-table'
import { formatDate, formatNumber } from '../../../lib/format'
import type { StockItem } from '../stock-item'
import { validDay } from '../stock-rules'

const column = createColumnHelper<StockItem>()
const collator = new Intl.Collator('cs')

export const byCzechText: SortingFn<any> = (a, b, id) =>
  collator.compare(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''))

/* Lots without a value (no expiry, no days left) stay at the bottom in both directions. */
const baseColumns: ColumnDef<StockItem, any>[] = [
  column.accessor((item) => item.kodVZP ?? '', {
    id: 'kodVZP',
    header: 'KÓD VZP',
    sortingFn: byCzechText,
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('nazev', { header: 'NÁZEV', sortingFn: byCzechText }),
  column.accessor('mnozstvi', {
    header: 'MNOŽSTVÍ',
    sortingFn: 'basic',
    cell: (info) => formatNumber(info.getValue()),
  }),
  column.accessor((item) => validDay(item.exspirace) ?? undefined, {
    id: 'exspirace',
    header: 'EXSPIRACE',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatDate(info.getValue()),
  }),
  column.accessor((item) => item.zbyvaDni ?? undefined, {
    id: 'zbyvaDni',
    header: 'ZBÝVÁ DNÍ',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatNumber(info.getValue()),
  }),
]

export const lezakyColumns = baseColumns

export const ohrozenciColumns: ColumnDef<StockItem, any>[] = [
  ...baseColumns,
  column.accessor((item) => item.prebytek ?? undefined, {
    id: 'prebytek',
    header: 'PŘEBYTEK',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatNumber(info.getValue()),
  }),
]
