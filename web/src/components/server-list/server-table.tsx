import './column-meta'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Alert, Box, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useElementSize, useMediaQuery, useMergedRef } from '@mantine/hooks'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table'
import { useLocation } from 'react-router-dom'
import type { ListPage } from '../../lib/api-client'
import { formatNumber } from '../../lib/format'
import { useUserPrefs } from '../../lib/user-prefs'
import { DataTable, type DataTableRowProps } from '../data-table'
import { useRowProps } from '../data-table-rows'
import { ColumnsMenu } from './columns-menu'
import { ListActionBar } from './list-action-bar'
import { useListAnchor } from './list-anchor'
import { ListCards } from './list-cards'
import { InlineToolbarContext } from './list-filters'
import { ListSearch } from './list-search'
import { ListSortMenu } from './list-sort-menu'
import { MoreFilters } from './more-filters'
import { NarrowToolbar } from './narrow-toolbar'
import { ShortcutsHelp, type ListShortcut } from './shortcuts-help'
import { columnIdOf, useColumnFit } from './use-column-fit'
import { NARROW_LIST_QUERY } from './use-card-layout'
import { useScreenKeys } from './use-list-keys'
import type { ListController } from './use-list-state'

export { NARROW_LIST_QUERY } from './use-card-layout'
export type { ListShortcut } from './shortcuts-help'

const NO_ROWS: never[] = []
const NO_SELECTION: RowSelectionState = {}

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
  /** Controls beside the search: the list's main filters, its export. */
  toolbar?: ReactNode
  /** Filters needed less often, under "Filtry (n)"; `names` are their URL names (the count). */
  moreFilters?: { names: string[]; content: ReactNode }
  /** The list's bulk actions, in the toolbar after the filters. */
  actions?: ReactNode
  /** The list's "Exportovat do Excelu" (after the actions; on a phone with the filters). */
  exportButton?: ReactNode
  /** At the toolbar's end: what the list was computed from (the last export). */
  toolbarEnd?: ReactNode
  /** Beside the total in the action bar (how many rows are ticked). */
  status?: ReactNode
  /** The total line; by default `Celkem: N`. */
  totalText?: (total: number) => ReactNode
  /** Ticked rows of the page, for lists with a bulk action. */
  selection?: { isSelected: (row: T) => boolean; canSelect: (row: T) => boolean }
  /** What Enter on a row opens (its detail), where a row has one. */
  onRowOpen?: (row: T) => void
  /** The list's main action on the keyboard, listed in its "?" help. */
  shortcuts?: ListShortcut[]
  pager?: 'numbers' | 'prevNext'
  /** Unused since issue #25 (columns give way instead); kept for callers. */
  minWidth?: number
  /** False keeps every column and lets a wide table scroll sideways (the data explorer). */
  fitToWidth?: boolean
  testId?: string
}

const NO_SHORTCUTS: ListShortcut[] = []

const labelOf = (column: ColumnDef<any, any>) =>
  column.meta?.label ?? (typeof column.header === 'string' ? column.header : columnIdOf(column))

/**
 * A list paged, sorted and searched by the server (TanStack Table in manual mode), its
 * state in the URL. From 900 px it is a dense table that fits its width by hiding its
 * least useful columns (issue #25): one toolbar line, a header that stays put, an action
 * bar with the pager at the bottom of the window, rows walked by the keyboard. Below
 * 900 px the rows are cards. The previous page stays on screen (dimmed) while the next
 * one loads.
 */
export function ServerTable<T>(props: ServerTableProps<T>) {
  const { list, query, selection } = props
  /* Columns that change with data arriving (branch names, counts) are drawn in the background too. */
  const columns = useDeferredValue(props.columns)
  const { state } = list
  const narrow = useMediaQuery(NARROW_LIST_QUERY, false, { getInitialValueInEffect: false })
  const fit = props.fitToWidth !== false
  /*
   * A page that arrives after the list is on screen is drawn in the background (issue #28):
   * in a transition React splits into short slices, so its rows never hold the main thread in
   * one long task (a phone's CPU took half a second for 50 rows); until it is drawn the screen
   * keeps what it showed (the loader, or the previous page dimmed). A page already here when
   * the list mounts (asked for with the session check) is drawn with it, in the transition the
   * screen mounts in (the first render's, or the session check's answer: use-session-check.ts),
   * so nothing below the list moves once it is painted.
   */
  const data = useDeferredValue(query.data ?? null)
  const drawing = data !== (query.data ?? null)
  const rows = data?.rows ?? NO_ROWS
  const total = data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / state.limit))
  const lastPage = Math.max(1, Math.ceil((query.data?.total ?? 0) / state.limit))
  const [prefs, setPrefs] = useUserPrefs()
  const density = prefs.density ?? 'compact'
  const listKey = `${useLocation().pathname}#${props.testId ?? props.rowTestId}`
  const chosen = useMemo(() => prefs.columns?.[listKey] ?? {}, [prefs.columns, listKey])

  const [listElement, setListElement] = useState<HTMLDivElement | null>(null)
  const listRef = useRef<HTMLDivElement | null>(null)
  const attachList = useCallback((element: HTMLDivElement | null) => {
    listRef.current = element
    setListElement(element)
  }, [])
  const primary = useListAnchor(listElement)
  const { ref: boxSizeRef, width } = useElementSize<HTMLDivElement>()
  const boxRef = useRef<HTMLDivElement>(null)
  const box = useMergedRef(boxSizeRef, boxRef)
  const { ref: toolbarRef, height: toolbarHeight } = useElementSize<HTMLDivElement>()
  const { ref: barRef, height: barHeight } = useElementSize<HTMLDivElement>()
  const tableRef = useRef<HTMLTableElement>(null)
  const [help, setHelp] = useState(false)

  const { autoHidden, overflow } = useColumnFit({
    enabled: fit && !narrow,
    columns,
    chosen,
    boxRef,
    tableRef,
    width,
  })

  /* A list that shrank (an action, another user) leaves no page past its end. */
  const { clampPage } = list
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && state.page > lastPage) clampPage(lastPage)
  }, [query.data, query.isPlaceholderData, state.page, lastPage, clampPage])

  const { getRowId } = props
  const rowSelection = useMemo<RowSelectionState>(() => {
    if (!selection) return NO_SELECTION
    return Object.fromEntries(
      rows
        .map((r, index) => [r, getRowId(r, index)] as const)
        .filter(([r]) => selection.isSelected(r))
        .map(([, id]) => [id, true])
    )
  }, [rows, selection, getRowId])

  const columnVisibility = useMemo<VisibilityState>(() => {
    if (narrow) return {}
    const visibility: VisibilityState = {}
    for (const id of autoHidden) visibility[id] = false
    for (const [id, shown] of Object.entries(chosen)) visibility[id] = shown
    return visibility
  }, [narrow, autoHidden, chosen])

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
      columnVisibility,
    },
    enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
  })

  const rowProps = useRowProps(props.rowTestId, props.rowProps)
  const loading = (query.isFetching && query.isPlaceholderData) || (drawing && data !== null)
  const activeFilters = Object.values(state.filters).filter(Boolean).length
  const moreActive = (props.moreFilters?.names ?? []).filter((n) => state.filters[n]).length
  const onSort = (field: string, dir: 'asc' | 'desc') => list.setSort(field, dir)
  const shortcuts = props.shortcuts ?? NO_SHORTCUTS
  useScreenKeys({ enabled: primary, listRef, shortcuts, onHelp: () => setHelp(true) })

  const hideable = columns.filter((c) => c.meta?.card !== 'select' && c.meta?.card !== 'actions')
  const choices = hideable.map((column) => {
    const id = columnIdOf(column)
    return {
      id,
      label: labelOf(column),
      visible: columnVisibility[id] !== false,
      squeezed: autoHidden.has(id) && chosen[id] === undefined,
    }
  })
  const setColumn = (id: string, shown: boolean) =>
    setPrefs((current) => ({
      ...current,
      columns: { ...current.columns, [listKey]: { ...current.columns?.[listKey], [id]: shown } },
    }))
  const resetColumns = () =>
    setPrefs((current) => {
      const { [listKey]: _gone, ...others } = current.columns ?? {}
      return { ...current, columns: others }
    })

  const stickyTop = `calc(var(--app-shell-header-offset, 0px) + ${toolbarHeight}px)`
  let body: ReactNode
  if (query.isError && !data) {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="list-error">
        {props.errorText ?? 'Seznam se nepodařilo načíst.'}
      </Alert>
    )
  } else if (!data) {
    body = <Text c="dimmed">{props.loadingText ?? 'Načítám…'}</Text>
  } else if (narrow) {
    body = (
      <ListCards
        rows={table.getRowModel().rows}
        columns={table.getVisibleLeafColumns()}
        rowSelection={table.getState().rowSelection}
        rowProps={rowProps}
        emptyText={props.emptyText}
      />
    )
  } else {
    /*
     * A table that scrolls sideways sits in a scroll box, and a sticky header sticks to that
     * box, not to the window: offset by the app header and the toolbar it stood in the middle
     * of the rows (the data explorer, issue #36). So the box holds the window's free height,
     * its header sticks at its top, and its sideways scrollbar stays in sight.
     */
    const scrolls = overflow || !fit
    const view = (
      <DataTable
        table={table}
        tableRef={tableRef}
        dense={{ density, stickyTop: scrolls ? '0px' : stickyTop }}
        sorting={{ sort: state.sort, dir: state.dir, onSort, onToggle: list.toggleSort }}
        rowProps={rowProps}
        onOpen={props.onRowOpen}
        emptyText={props.emptyText}
      />
    )
    /* Only a table the user widened by hand, or one that keeps every column, scrolls. */
    body = scrolls ? (
      <Table.ScrollContainer
        minWidth={0}
        type="native"
        mah={`max(240px, calc(100dvh - ${stickyTop} - ${barHeight + 16}px))`}
        style={{ overflowY: 'auto', ['--list-sticky-top' as string]: '2.25rem' }}
        data-testid="list-scroll"
      >
        {view}
      </Table.ScrollContainer>
    ) : (
      view
    )
  }

  const search = props.search && (
    <ListSearch
      value={state.q}
      onSearch={list.setQ}
      label={props.search.label}
      placeholder={props.search.placeholder}
      debounceMs={props.search.debounceMs}
    />
  )
  const toolbar = narrow ? (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        {search}
        {(props.toolbar || props.moreFilters || props.exportButton) && (
          <NarrowToolbar active={activeFilters}>
            {props.toolbar}
            {props.moreFilters?.content}
            {props.exportButton}
          </NarrowToolbar>
        )}
      </Group>
      {props.actions && <Group gap="sm">{props.actions}</Group>}
      {props.toolbarEnd}
    </Stack>
  ) : (
    <InlineToolbarContext.Provider value>
      <Group gap={8} wrap="wrap" align="center" className="list-toolbar">
        {search}
        {props.toolbar}
        {props.moreFilters && (
          <MoreFilters active={moreActive}>{props.moreFilters.content}</MoreFilters>
        )}
        {props.actions}
        {props.exportButton}
        <Group gap={8} ml="auto" wrap="nowrap">
          {loading && <Loader size="xs" aria-label="Načítám" />}
          {props.toolbarEnd}
          <ColumnsMenu
            columns={fit ? choices : []}
            onChange={setColumn}
            onReset={resetColumns}
            density={density}
            onDensity={(next) => setPrefs((current) => ({ ...current, density: next }))}
          />
          <ShortcutsHelp
            opened={help}
            onOpen={() => setHelp(true)}
            onClose={() => setHelp(false)}
            selectable={Boolean(selection)}
            openable={Boolean(props.onRowOpen)}
            shortcuts={shortcuts}
          />
        </Group>
      </Group>
    </InlineToolbarContext.Provider>
  )

  return (
    <Stack
      gap="xs"
      data-testid={props.testId ?? 'server-list'}
      ref={attachList}
      id={`seznam-${props.rowTestId}`}
      tabIndex={-1}
      className="server-list"
      data-layout={narrow ? 'cards' : 'table'}
      style={{
        outline: 'none',
        ['--list-sticky-top' as string]: `calc(${stickyTop} + 2.25rem)`,
        ['--list-sticky-bottom' as string]: `${barHeight + 12}px`,
      }}
    >
      <Box ref={toolbarRef} className={narrow ? undefined : 'list-sticky-toolbar'}>
        {toolbar}
      </Box>
      {narrow && (
        <ListSortMenu columns={columns} sort={state.sort} dir={state.dir} onSort={onSort} />
      )}
      <Box
        ref={box}
        aria-busy={loading || undefined}
        style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {body}
      </Box>
      {data && (
        <ListActionBar
          ref={barRef}
          sticky={!narrow}
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          total={total}
          limit={state.limit}
          pageSizes={list.options.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
          pager={props.pager}
          totalText={props.totalText ? props.totalText(total) : `Celkem: ${formatNumber(total)}`}
          status={props.status}
        />
      )}
    </Stack>
  )
}
