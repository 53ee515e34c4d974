import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'

interface TransferTableProps {
  /** Both must be referentially stable, or the table re-renders forever. */
  items: PoolItem[]
  columns: ColumnDef<PoolItem, any>[]
  emptyText: string
  /** Ticked rows by item id, for lists with a bulk action. */
  rowSelection?: RowSelectionState
  onRowSelectionChange?: OnChangeFn<RowSelectionState>
  canSelect?: (item: PoolItem) => boolean
}

/** A transfer list in the server's order; each row names its item id and stav. */
export function TransferTable({ items, columns, emptyText, ...selection }: TransferTableProps) {
  const { canSelect } = selection
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: itemIdOf,
    state: { rowSelection: selection.rowSelection ?? {} },
    onRowSelectionChange: selection.onRowSelectionChange,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : false,
  })
  return (
    <DataTable
      table={table}
      minWidth={1000}
      verticalSpacing="xs"
      fz="sm"
      rowProps={(row) => ({
        'data-testid': 'transfer-row',
        'data-row-id': row.id,
        'data-stav': row.original.stav,
      })}
      emptyText={emptyText}
      emptyTestId="empty-text"
    />
  )
}
