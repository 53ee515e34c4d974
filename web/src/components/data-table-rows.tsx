import { memo, useCallback, type ReactNode } from 'react'
import { Table, type TableTrProps } from '@mantine/core'
import { flexRender, type Column, type Row, type RowSelectionState } from '@tanstack/react-table'
import './server-list/column-meta'

/** Props of a body row: Mantine's, plus `data-*` attributes such as a test id. */
export type DataTableRowProps = TableTrProps & { [attribute: `data-${string}`]: string | undefined }

/*
 * A body cell is a plain <td> with Mantine's classes: Table.Td resolves the theme, its
 * styles and its props per cell, and a page has 600 of them (issue #28: rendering the rows
 * was the screens' longest task). The row stays a Table.Tr (striping, hover, `bg`).
 */
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`
const ROW_HEADER_CLASS = `${Table.classes.th} mantine-Table-th`

/** Texts wider than this are cut (the whole text on hover and on the row's focus). */
const CELL_MAX_WIDTH = 260

/**
 * A list's rows named for the tests (`data-testid`, the row's id in `data-row-id`) with the
 * caller's extra props; stable while the caller's are, so the rows are not drawn again for
 * nothing.
 */
export function useRowProps<T>(rowTestId: string, extra?: (row: T) => DataTableRowProps) {
  return useCallback(
    (row: Row<T>): DataTableRowProps => ({
      'data-testid': rowTestId,
      'data-row-id': row.id,
      ...extra?.(row.original),
    }),
    [rowTestId, extra]
  )
}

export const growOf = <T,>(column: Column<T, unknown>) => {
  const meta = column.columnDef.meta
  return meta?.grow ?? meta?.card === 'title'
}

/* Width in a dense table: the name takes what is left, every other column only what it needs. */
export const widthOf = <T,>(column: Column<T, unknown>) =>
  growOf(column) ? { width: '100%', maxWidth: 0 } : { width: '1%' }

interface DataTableRowsProps<T> {
  rows: Row<T>[]
  /** The visible columns (a new array when they or their definitions change). */
  columns: Column<T, unknown>[]
  /** The ticked rows: a new object on every change of the selection. */
  rowSelection: RowSelectionState
  /** The table's `meta`, which cells may read (the receipt's lines). */
  meta: unknown
  rowProps?: (row: Row<T>) => DataTableRowProps
  /** One line a row, texts cut to their column (see DataTable's `dense`). */
  dense: boolean
  /** The column whose cells are the rows' headers. */
  rowHeader?: string
  /** The row in the Tab order, where the keyboard walks the rows. */
  tabStop?: number
  onCurrent?: (index: number) => void
}

/*
 * The rows are drawn again only when what they show changes (issue #28): a server list
 * renders on every measurement of its size, its toolbar and its columns' fit, and each of
 * those drew the whole page of rows again.
 */
export const DataTableRows = memo(function DataTableRows<T>(props: DataTableRowsProps<T>) {
  const { rows, rowProps, dense, rowHeader, tabStop, onCurrent } = props
  const walked = tabStop !== undefined
  return rows.map((row, index) => (
    <Table.Tr
      key={row.id}
      {...rowProps?.(row)}
      data-row-index={walked ? index : undefined}
      tabIndex={walked ? (index === tabStop ? 0 : -1) : undefined}
      onFocus={
        walked ? (event) => event.target === event.currentTarget && onCurrent?.(index) : undefined
      }
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta
        const content = flexRender(cell.column.columnDef.cell, cell.getContext())
        const grow = dense && growOf(cell.column)
        const cut = dense && cell.column.accessorFn !== undefined
        const Cell = cell.column.id === rowHeader ? 'th' : 'td'
        return (
          <Cell
            key={cell.id}
            scope={Cell === 'th' ? 'row' : undefined}
            className={Cell === 'th' ? ROW_HEADER_CLASS : CELL_CLASS}
            data-column={cell.column.id}
            data-grow={grow || undefined}
            style={{
              ...(dense ? widthOf(cell.column) : {}),
              textAlign: meta?.align,
              fontWeight: Cell === 'th' ? 500 : undefined,
            }}
          >
            {cut ? (
              <div
                className="list-cell"
                style={grow ? undefined : { maxWidth: meta?.maxWidth ?? CELL_MAX_WIDTH }}
              >
                {content}
              </div>
            ) : (
              content
            )}
          </Cell>
        )
      })}
    </Table.Tr>
  ))
}) as <T>(props: DataTableRowsProps<T>) => ReactNode
