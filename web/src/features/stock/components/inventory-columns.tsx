import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { formatNumber } from '../../../lib/format'
import type { InventoryRow } from '../stock-item'
import { byCzechText } from './stock-list-columns'

const column = createColumnHelper<InventoryRow>()

export const inventoryColumns: ColumnDef<InventoryRow, any>[] = [
  column.accessor('code', { header: 'Kód', sortingFn: byCzechText }),
  column.accessor('name', { header: 'Název', sortingFn: byCzechText }),
  column.accessor('stock', {
    header: 'Zásoba',
    sortingFn: 'basic',
    cell: (info) => formatNumber(info.getValue()),
  }),
  /* Items without a minimum sort after every number, in both directions. */
  column.accessor((row) => row.minStock ?? undefined, {
    id: 'minStock',
    header: 'Minimum',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatNumber(info.getValue()),
  }),
]
