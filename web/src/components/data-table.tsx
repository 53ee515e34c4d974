import { useState, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Table, Text } from '@mantine/core'
import { flexRender, type Row, type Table as ReactTable } from '@tanstack/react-table'
import type { Density } from '../lib/user-prefs'
import { DataTableRows, growOf, widthOf, type DataTableRowProps } from './data-table-rows'
import type { Dir } from './server-list/list-state'
import { ARIA_SORT, SortHeader } from './server-list/sort-header'
import { TableScroll } from './table-scroll'
import { rowKeyHandler } from './server-list/use-list-keys'

export type { DataTableRowProps } from './data-table-rows'

interface DataTableProps<T> {
  /** From `useReactTable`; its `data` and `columns` must be referentially stable. */
  table: ReactTable<T>
  tableRef?: Ref<HTMLTableElement>
  /** `data-testid` of the table element. */
  testId?: string
  /** Extra props of each body row (a test id, a highlight); stable, or the rows draw each time. */
  rowProps?: (row: Row<T>) => DataTableRowProps
  /** Shown in a full-width row when there are no rows; without it, no such row. */
  emptyText?: ReactNode
  /** The table scrolls sideways in a container narrower than this. */
  minWidth?: number
  /** The name of that scrolling region, unique on its page (axe: landmark-unique). */
  regionLabel?: string
  /**
   * A server list's layout (issue #25): one line a row, the name taking the free width, a
   * header that stays put under the toolbar (`stickyTop`), rows the keyboard walks through
   * (one of them in the Tab order, the arrows for the others).
   */
  dense?: { density: Density; stickyTop: string }
  /** Headers that sort on the server (the list's `sort` and `dir`). */
  sorting?: {
    sort: string | null
    dir: Dir
    onSort: (field: string, dir: Dir) => void
    onToggle?: (field: string) => void
  }
  /** What Enter on a row of a dense table opens. */
  onOpen?: (row: T) => void
  /** Without the frame and the hover highlight: rows edited in place (watchlist items). */
  plain?: boolean
  /** The table's accessible name where no caption gives one (a chart's numbers). */
  label?: string
  /** The column whose cells name their row (`<th scope="row">`), e.g. a chart's bars. */
  rowHeader?: string
  /** Props of the bold row the columns' `footer` draw (a totals row), e.g. its test id. */
  footerProps?: DataTableRowProps
}

/** A cut text shows its whole self as the title when the pointer rests on it. */
function titleOnHover(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('.list-cell')
  if (cell && !cell.title && cell.scrollWidth > cell.clientWidth)
    cell.title = cell.textContent ?? ''
}

/**
 * The house's table for a list of rows (issue #26): a react-table instance as a striped
 * Mantine table. Server lists show it dense and sorted; lists held in memory, the receipt
 * and the watchlist's items show it as it is, scrolling sideways below their `minWidth`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { table, dense, sorting, onOpen } = props
  const rows = table.getRowModel().rows
  const columns = table.getVisibleLeafColumns()
  const [current, setCurrent] = useState(0)
  const tabStop = Math.min(current, Math.max(0, rows.length - 1))

  const view = (
    <Table
      ref={props.tableRef}
      className={dense && 'list-table'}
      data-density={dense?.density}
      data-testid={props.testId}
      aria-label={props.label}
      striped
      highlightOnHover={!props.plain}
      withTableBorder={!props.plain}
      stickyHeader={Boolean(dense)}
      stickyHeaderOffset={dense?.stickyTop}
      horizontalSpacing={dense && 8}
      verticalSpacing={dense?.density === 'compact' ? 4 : 'xs'}
      fz={dense && 'sm'}
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta
              const field = sorting && meta?.sortField
              return (
                <Table.Th
                  key={header.id}
                  aria-sort={
                    field ? (sorting.sort === field ? ARIA_SORT[sorting.dir] : 'none') : undefined
                  }
                  ta={meta?.align}
                  data-column={header.column.id}
                  data-grow={(dense && growOf(header.column)) || undefined}
                  style={dense && widthOf(header.column)}
                >
                  {sorting ? (
                    <SortHeader header={header} {...sorting} />
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </Table.Th>
              )
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody
        onKeyDown={
          dense && rowKeyHandler(onOpen ? (index) => onOpen(rows[index].original) : undefined)
        }
        onMouseOver={dense && titleOnHover}
      >
        <DataTableRows
          rows={rows}
          columns={columns}
          rowSelection={table.getState().rowSelection}
          meta={table.options.meta}
          rowProps={props.rowProps}
          dense={Boolean(dense)}
          rowHeader={props.rowHeader}
          tabStop={dense && tabStop}
          onCurrent={setCurrent}
        />
        {props.emptyText !== undefined && rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text c="dimmed" ta="center" py="sm" data-testid="empty-text">
                {props.emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
      {columns.some((column) => column.columnDef.footer !== undefined) && (
        <Table.Tfoot>
          {table.getFooterGroups().map((group) => (
            <Table.Tr key={group.id} fw={700} {...props.footerProps}>
              {group.headers.map((header) => {
                const Cell = header.column.id === props.rowHeader ? Table.Th : Table.Td
                return (
                  <Cell
                    key={header.id}
                    scope={Cell === Table.Th ? 'row' : undefined}
                    ta={header.column.columnDef.meta?.align}
                  >
                    {flexRender(header.column.columnDef.footer, header.getContext())}
                  </Cell>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      )}
    </Table>
  )
  if (props.minWidth === undefined) return view
  return (
    <TableScroll minWidth={props.minWidth} label={props.regionLabel}>
      {view}
    </TableScroll>
  )
}
