import type { CSSProperties, ReactNode } from 'react'
import {
  Table,
  Text,
  type MantineFontSize,
  type MantineSpacing,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core'
import { flexRender, type Header, type Row, type Table as ReactTable } from '@tanstack/react-table'

/** Props of a body row: Mantine's, plus `data-*` attributes such as a test id. */
export type DataTableRowProps = TableTrProps & { [attribute: `data-${string}`]: string | undefined }

interface DataTableProps<T> {
  /** From `useReactTable`; its `data` and `columns` must be referentially stable. */
  table: ReactTable<T>
  minWidth: number
  verticalSpacing?: MantineSpacing
  fz?: MantineFontSize
  /** `data-testid` of the table element. */
  testId?: string
  /** Extra props of each body row, e.g. a test id or a highlight background. */
  rowProps?: (row: Row<T>) => DataTableRowProps
  cellStyle?: CSSProperties
  /** Shown in a full-width row when there is no data; without it, no such row. */
  emptyText?: ReactNode
  emptyTestId?: string
  /** Extra props of each header cell, e.g. `aria-sort`. */
  headerProps?: (header: Header<T, unknown>) => TableThProps
  /** The content of a header cell; by default the column's header. */
  renderHeader?: (header: Header<T, unknown>) => ReactNode
}

const columnHeader = <T,>(header: Header<T, unknown>) =>
  flexRender(header.column.columnDef.header, header.getContext())

/** A react-table instance rendered as a striped Mantine table in a scroll container. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { table, rowProps, cellStyle, emptyText, headerProps } = props
  const renderHeader = props.renderHeader ?? columnHeader
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={props.verticalSpacing ?? 'sm'}
        fz={props.fz}
        data-testid={props.testId}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} {...headerProps?.(header)}>
                  {renderHeader(header)}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} {...rowProps?.(row)}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} style={cellStyle}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {emptyText !== undefined && table.options.data.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.options.columns.length}>
                <Text c="dimmed" ta="center" py="sm" data-testid={props.emptyTestId}>
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
