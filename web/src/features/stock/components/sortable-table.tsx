import { useState } from 'react'
import { Table, Text, UnstyledButton } from '@mantine/core'
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'

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
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                return (
                  <Table.Th key={header.id} aria-sort={sorted ? ariaSort[sorted] : 'none'}>
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
                  </Table.Th>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => {
            const alert = isAlert?.(row.original) ?? false
            const attributes = alertAttribute ? { [alertAttribute]: String(alert) } : {}
            return (
              <Table.Tr
                key={row.id}
                data-testid={rowTestId}
                bg={alert ? 'red.1' : undefined}
                {...attributes}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            )
          })}
          {data.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="sm" data-testid="empty-text">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
