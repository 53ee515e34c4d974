import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { formatNumber } from '../../../lib/format'
import type { InventoryRow } from '../stock-item'

const column = createColumnHelper<InventoryRow>()

/* Sorted by the server; items without a minimum after every number, in both directions. */
export const inventoryColumns: ColumnDef<InventoryRow, any>[] = [
  column.accessor('code', { header: 'Kód', meta: { sortField: 'code' } }),
  column.accessor('name', { header: 'Název', meta: { sortField: 'name', card: 'title' } }),
  column.accessor('stock', {
    header: 'Zásoba',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'stock' },
  }),
  column.accessor('minStock', {
    header: 'Minimum',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'minStock' },
  }),
]
