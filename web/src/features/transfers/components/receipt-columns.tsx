import { Checkbox } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import type { PoolItem } from '../../../lib/pool-item'
import { prevodkaItemColumns } from './item-columns'
import { transferColumn as column } from './transfer-columns'

/** The lines of a převodka to receive; a ticked row (a selected one) was delivered. */
export const receiptColumns: ColumnDef<PoolItem, any>[] = [
  column.display({
    id: 'delivered',
    header: 'Delivered',
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Delivered: ${row.original['Název']}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        data-testid="delivered-checkbox"
      />
    ),
  }),
  ...prevodkaItemColumns,
]
