import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { DataTable, type DataTableRowProps } from './data-table'

interface ListTableProps<T> {
  /** `data` and `columns` must be referentially stable, or the table re-renders forever. */
  data: T[]
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  /** `data-testid` of each body row; its id is in `data-row-id`. */
  rowTestId: string
  emptyText?: string
  minWidth?: number
  testId?: string
  /** Extra props of a row, e.g. a highlight background and a data attribute saying why. */
  rowProps?: (row: T) => DataTableRowProps
}

/** A plain list of rows: no sorting, no selection, the shared table look. */
export function ListTable<T>(props: ListTableProps<T>) {
  const { data, columns, getRowId, rowTestId } = props
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId })
  return (
    <DataTable
      table={table}
      minWidth={props.minWidth ?? 640}
      verticalSpacing="xs"
      testId={props.testId}
      rowProps={(row) => ({
        'data-testid': rowTestId,
        'data-row-id': row.id,
        ...props.rowProps?.(row.original),
      })}
      emptyText={props.emptyText}
      emptyTestId="empty-text"
    />
  )
}
