import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { DataTable, type DataTableRowProps } from './data-table'
import { useRowProps } from './data-table-rows'

interface ListTableProps<T> {
  /** `data` and `columns` must be referentially stable, or the table re-renders forever. */
  data: T[]
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  /** `data-testid` of each body row; its id is in `data-row-id`. */
  rowTestId: string
  emptyText?: string
  minWidth?: number
  /** The name of its sideways-scrolling region, where a page holds more than one table. */
  regionLabel?: string
  testId?: string
  /** Extra props of a row, e.g. a highlight background and a data attribute saying why. */
  rowProps?: (row: T) => DataTableRowProps
}

/** A list held in memory: the house's table for its rows, no sorting, no selection. */
export function ListTable<T>(props: ListTableProps<T>) {
  const { data, columns, getRowId } = props
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId })
  const rowProps = useRowProps(props.rowTestId, props.rowProps)
  return (
    <DataTable
      table={table}
      minWidth={props.minWidth ?? 640}
      regionLabel={props.regionLabel}
      testId={props.testId}
      rowProps={rowProps}
      emptyText={props.emptyText}
    />
  )
}
