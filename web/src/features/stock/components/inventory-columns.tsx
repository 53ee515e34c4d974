import type { ColumnDef } from '@tanstack/react-table'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatNumber } from '../../../lib/format'
import { inventoryList, type InventoryRow } from '../../../../../contracts/lists/branch_inventory'

const column = listColumnHelper<InventoryRow>()(inventoryList)
const { headers } = inventoryList

/* Sorted by the server; items without a minimum after every number, in both directions. */
export const inventoryColumns: ColumnDef<InventoryRow, any>[] = [
  column.accessor('code', { header: headers.code, meta: { sortField: 'code' } }),
  column.accessor('name', { header: headers.name, meta: { sortField: 'name', card: 'title' } }),
  column.accessor('stock', {
    header: headers.stock,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'stock' },
  }),
  column.accessor('minStock', {
    header: headers.minStock,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'minStock' },
  }),
]
