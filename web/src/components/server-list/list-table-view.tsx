import { memo, useState, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Table, Text } from '@mantine/core'
import {
  flexRender,
  type Column,
  type Row,
  type RowSelectionState,
  type Table as ReactTable,
} from '@tanstack/react-table'
import type { Density } from '../../lib/user-prefs'
import type { DataTableRowProps } from '../data-table'
import { ARIA_SORT, SortHeader } from './sort-header'
import { rowKeyHandler } from './use-list-keys'
import type { Dir } from './list-state'

interface ListTableViewProps<T> {
  table: ReactTable<T>
  tableRef: Ref<HTMLTableElement>
  density: Density
  /** The header row sticks below this (the app header and the list's toolbar). */
  stickyTop: string
  sort: string | null
  dir: Dir
  onSort: (field: string, dir: Dir) => void
  onToggleSort?: (field: string) => void
  rowProps: (row: Row<T>) => DataTableRowProps
  onOpen?: (row: T) => void
  emptyText: ReactNode
}

/*
 * A body cell is a plain <td> with Mantine's classes: Table.Td resolves the theme, its
 * styles and its props per cell, and a page has 600 of them (issue #28: rendering the rows
 * was the screens' longest task). The row stays a Table.Tr (striping, hover, `bg`).
 */
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`

/** Texts wider than this are cut (the whole text on hover and on the row's focus). */
const CELL_MAX_WIDTH = 260

const growOf = <T,>(column: Column<T, unknown>) => {
  const meta = column.columnDef.meta
  return meta?.grow ?? meta?.card === 'title'
}

/* Width: the name takes what is left, every other column only what it needs. */
const widthOf = <T,>(column: Column<T, unknown>) =>
  growOf(column) ? { width: '100%', maxWidth: 0 } : { width: '1%' }

/** A cut text shows its whole self as the title when the pointer rests on it. */
function titleOnHover(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('.list-cell')
  if (cell && !cell.title && cell.scrollWidth > cell.clientWidth)
    cell.title = cell.textContent ?? ''
}

/**
 * The rows of a server list as a dense table (issue #25): one line a row, the name taking
 * the free width, a header that stays put under the toolbar, and rows the keyboard walks
 * through (one of them in the Tab order, the arrows for the others).
 */
export function ListTableView<T>(props: ListTableViewProps<T>) {
  const { table, sort, dir, onSort, rowProps } = props
  const rows = table.getRowModel().rows
  const [current, setCurrent] = useState(0)
  const tabStop = Math.min(current, Math.max(0, rows.length - 1))
  const onOpen = props.onOpen
  const onKeyDown = rowKeyHandler(onOpen ? (index) => onOpen(rows[index].original) : undefined)

  return (
    <Table
      ref={props.tableRef}
      className="list-table"
      data-density={props.density}
      striped
      highlightOnHover
      withTableBorder
      stickyHeader
      stickyHeaderOffset={props.stickyTop}
      horizontalSpacing={8}
      verticalSpacing={props.density === 'compact' ? 4 : 'xs'}
      fz="sm"
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta
              const field = meta?.sortField
              const sorted = field && sort === field ? ARIA_SORT[dir] : 'none'
              return (
                <Table.Th
                  key={header.id}
                  aria-sort={field ? sorted : undefined}
                  ta={meta?.align}
                  data-column={header.column.id}
                  data-grow={growOf(header.column) || undefined}
                  style={widthOf(header.column)}
                >
                  <SortHeader
                    header={header}
                    sort={sort}
                    dir={dir}
                    onSort={onSort}
                    onToggle={props.onToggleSort}
                  />
                </Table.Th>
              )
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody onKeyDown={onKeyDown} onMouseOver={titleOnHover}>
        <ListRows
          rows={rows}
          columns={table.getVisibleLeafColumns()}
          rowSelection={table.getState().rowSelection}
          rowProps={rowProps}
          tabStop={tabStop}
          onCurrent={setCurrent}
        />
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={table.getVisibleLeafColumns().length}>
              <Text c="dimmed" ta="center" py="sm" data-testid="empty-text">
                {props.emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  )
}

interface ListRowsProps<T> {
  rows: Row<T>[]
  /** The visible columns (a new array when they or their definitions change). */
  columns: Column<T, unknown>[]
  /** The ticked rows: a new object on every change of the selection. */
  rowSelection: RowSelectionState
  rowProps: (row: Row<T>) => DataTableRowProps
  tabStop: number
  onCurrent: (index: number) => void
}

/*
 * The rows are drawn again only when what they show changes (issue #28): the list around
 * them renders on every measurement of its size, its toolbar and its columns' fit, and each
 * of those drew the whole page of rows again.
 */
const ListRows = memo(function ListRows<T>(props: ListRowsProps<T>) {
  const { rows, rowProps, tabStop, onCurrent } = props
  return rows.map((row, index) => (
    <Table.Tr
      key={row.id}
      {...rowProps(row)}
      data-row-index={index}
      tabIndex={index === tabStop ? 0 : -1}
      onFocus={(event) => event.target === event.currentTarget && onCurrent(index)}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta
        const text = cell.column.accessorFn !== undefined
        const content = flexRender(cell.column.columnDef.cell, cell.getContext())
        return (
          <td
            key={cell.id}
            className={CELL_CLASS}
            data-column={cell.column.id}
            data-grow={growOf(cell.column) || undefined}
            style={{ ...widthOf(cell.column), textAlign: meta?.align }}
          >
            {text ? (
              <div
                className="list-cell"
                style={
                  growOf(cell.column) ? undefined : { maxWidth: meta?.maxWidth ?? CELL_MAX_WIDTH }
                }
              >
                {content}
              </div>
            ) : (
              content
            )}
          </td>
        )
      })}
    </Table.Tr>
  ))
}) as <T>(props: ListRowsProps<T>) => ReactNode
