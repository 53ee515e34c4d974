import { useState } from 'react'
import { UnstyledButton } from '@mantine/core'
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'

interface SortableTableProps<T> {
  /** `data` and `columns` must be referentially stable, or the table re-renders forever. */
  data: T[]
  columns: ColumnDef<T, any>[]
  initialSorting: SortingState
  emptyText: string
  getRowId: (row: T) => string
  rowTestId: string
  /** Rows to show on a red background, e.g. stock under its minimum. */
  isAlert?: (row: T) => boolean
  alertAttribute?: string
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/** A header click sorts ascending, the next click on it toggles the direction. */
export function SortableTable<T>(props: SortableTableProps<T>) {
  const { data, columns, emptyText, getRowId, rowTestId, isAlert, alertAttribute } = props
  const [sorting, setSorting] = useState<SortingState>(props.initialSorting)
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
    sortDescFirst: false,
    enableSortingRemoval: false,
  })

  return (
    <DataTable
      table={table}
      minWidth={640}
      verticalSpacing="xs"
      headerProps={(header) => {
        const sorted = header.column.getIsSorted()
        return { 'aria-sort': sorted ? ariaSort[sorted] : 'none' }
      }}
      renderHeader={(header) => {
        const sorted = header.column.getIsSorted()
        return (
          <UnstyledButton
            onClick={header.column.getToggleSortingHandler()}
            fw={700}
            fz="sm"
            w="100%"
            ta="left"
          >
            {flexRender(header.column.columnDef.header, header.getContext())}
            <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ''}</span>
            <span aria-hidden="true">{sorted === 'desc' ? ' ▼' : ''}</span>
          </UnstyledButton>
        )
      }}
      rowProps={(row) => {
        const alert = isAlert?.(row.original) ?? false
        const attributes = alertAttribute ? { [alertAttribute]: String(alert) } : {}
        return { 'data-testid': rowTestId, 'bg': alert ? 'red.1' : undefined, ...attributes }
      }}
      emptyText={emptyText}
      emptyTestId="empty-text"
    />
  )
}
