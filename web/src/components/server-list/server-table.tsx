import './column-meta'
import { useEffect, useMemo, type ReactNode } from 'react'
import { Alert, Box, Group, Loader, Stack, Table, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table'
import type { ListPage } from '../../lib/api-client'
import { formatNumber } from '../../lib/format'
import type { DataTableRowProps } from '../data-table'
import { ListCards } from './list-cards'
import { ListPager } from './list-pager'
import { ListSearch } from './list-search'
import { ListSortMenu } from './list-sort-menu'
import { NarrowToolbar } from './narrow-toolbar'
import { ARIA_SORT, SortHeader } from './sort-header'
import { useCardLayout } from './use-card-layout'
import type { ListController } from './use-list-state'

export { NARROW_LIST_QUERY } from './use-card-layout'

const NO_ROWS: never[] = []
/* Tighter than Mantine's 10 px, so the transfer lists' ten columns fit a 1366 px laptop
   beside the menu, its scrollbar included (issue #21), instead of turning into cards. */
const TABLE_CELL_PADDING = 7

export interface ServerTableProps<T> {
  list: ListController
  query: Pick<
    UseQueryResult<ListPage<T>>,
    'data' | 'error' | 'isError' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >
  /** Referentially stable (useMemo or module constants), or the table re-renders forever. */
  columns: ColumnDef<T, any>[]
  /** A row's id; rows without one of their own (explorer records) use their place on the page. */
  getRowId: (row: T, index: number) => string
  /** `data-testid` of each row (table row or card); its id is in `data-row-id`. */
  rowTestId: string
  rowProps?: (row: T) => DataTableRowProps
  emptyText: ReactNode
  loadingText?: ReactNode
  /** Shown instead of the rows when the list cannot be read. */
  errorText?: ReactNode
  search?: { label: string; placeholder?: string; debounceMs?: number }
  /** Controls beside the search: the list's filters, its bulk actions, its export. */
  toolbar?: ReactNode
  /** The total line; by default `Celkem: N`. */
  totalText?: (total: number) => ReactNode
  /** Ticked rows of the page, for lists with a bulk action. */
  selection?: { isSelected: (row: T) => boolean; canSelect: (row: T) => boolean }
  pager?: 'numbers' | 'prevNext'
  /** The table's least width; below it the rows become cards (see `fitToWidth`). */
  minWidth?: number
  /** Cards where the table would scroll sideways (see useCardLayout); false keeps it scrolling. */
  fitToWidth?: boolean
  testId?: string
}

/**
 * A list paged, sorted and searched by the server (TanStack Table in manual mode), its
 * state in the URL. The previous page stays on screen (dimmed) while the next one loads;
 * on a narrow screen, or where the table would not fit, the rows become cards.
 */
export function ServerTable<T>(props: ServerTableProps<T>) {
  const { list, query, columns, selection } = props
  const { state } = list
  const minWidth = props.minWidth ?? 640
  const { narrow, cards, listRef, tableRef } = useCardLayout(props.fitToWidth !== false, minWidth)
  const rows = query.data?.rows ?? NO_ROWS
  const total = query.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / state.limit))

  /* A list that shrank (an action, another user) leaves no page past its end. */
  const { clampPage } = list
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && state.page > pageCount) clampPage(pageCount)
  }, [query.data, query.isPlaceholderData, state.page, pageCount, clampPage])

  const rowSelection = useMemo<RowSelectionState>(() => {
    if (!selection) return {}
    return Object.fromEntries(
      rows
        .map((r, index) => [r, props.getRowId(r, index)] as const)
        .filter(([r]) => selection.isSelected(r))
        .map(([, id]) => [id, true])
    )
  }, [rows, selection, props])

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    state: {
      pagination: { pageIndex: state.page - 1, pageSize: state.limit },
      rowSelection,
    },
    enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
  })

  const rowProps = (row: Row<T>): DataTableRowProps => ({
    'data-testid': props.rowTestId,
    'data-row-id': row.id,
    ...props.rowProps?.(row.original),
  })
  const loading = query.isFetching && query.isPlaceholderData
  const activeFilters = Object.values(state.filters).filter(Boolean).length
  const onSort = (field: string, dir: 'asc' | 'desc') => list.setSort(field, dir)

  let body: ReactNode
  if (query.isError && !query.data) {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="list-error">
        {props.errorText ?? 'Seznam se nepodařilo načíst.'}
      </Alert>
    )
  } else if (query.isPending) {
    body = <Text c="dimmed">{props.loadingText ?? 'Načítám…'}</Text>
  } else if (cards) {
    body = (
      <ListCards rows={table.getRowModel().rows} rowProps={rowProps} emptyText={props.emptyText} />
    )
  } else {
    body = (
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          ref={tableRef}
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="xs"
          horizontalSpacing={TABLE_CELL_PADDING}
          fz="sm"
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const field = header.column.columnDef.meta?.sortField
                  const sorted = field && state.sort === field ? ARIA_SORT[state.dir] : 'none'
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={field ? sorted : undefined}
                      ta={header.column.columnDef.meta?.align}
                    >
                      <SortHeader
                        header={header}
                        sort={state.sort}
                        dir={state.dir}
                        onSort={onSort}
                      />
                    </Table.Th>
                  )
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} {...rowProps(row)}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    ta={cell.column.columnDef.meta?.align}
                    data-column={cell.column.id}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="sm" data-testid="empty-text">
                    {props.emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  }

  return (
    <Stack gap="sm" data-testid={props.testId ?? 'server-list'} ref={listRef}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          {props.search && (
            <ListSearch
              value={state.q}
              onSearch={list.setQ}
              label={props.search.label}
              placeholder={props.search.placeholder}
              debounceMs={props.search.debounceMs}
            />
          )}
          {props.toolbar && !narrow && props.toolbar}
          {props.toolbar && narrow && (
            <NarrowToolbar active={activeFilters}>{props.toolbar}</NarrowToolbar>
          )}
        </Group>
        <Group gap="xs" aria-live="polite">
          {loading && <Loader size="xs" aria-label="Načítám" />}
          <Text size="sm" fw={500} data-testid="list-total">
            {props.totalText ? props.totalText(total) : `Celkem: ${formatNumber(total)}`}
          </Text>
        </Group>
      </Group>
      {cards && (
        <ListSortMenu columns={columns} sort={state.sort} dir={state.dir} onSort={onSort} />
      )}
      <Box
        aria-busy={loading || undefined}
        style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {body}
      </Box>
      {query.data && total > 0 && (
        <ListPager
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          limit={state.limit}
          pageSizes={list.options.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
          variant={props.pager}
        />
      )}
    </Stack>
  )
}
