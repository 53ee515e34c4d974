import { useMemo, useState, type ReactNode } from 'react'
import { Paper, Stack } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import type { DataTableRowProps } from '../../../components/data-table'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable, type ServerTableProps } from '../../../components/server-list/server-table'
import type { ListController } from '../../../components/server-list/use-list-state'
import type { Feedback } from '../../../lib/use-feedback'
import { usePrintPrevodka } from '../api/print-prevodka'
import type { Prevodka } from '../transfer'
import { useLoggedError } from './use-logged-error'
import { excelFileName, type ListDef } from '../../../../../contracts/lists/list'

interface ListPanelProps<T> {
  list: ListController
  query: ServerTableProps<T>['query']
  /** Names the list in the logged error: `Failed to load ${what}`. */
  what: string
  errorText: string
  emptyText: string
  /** Must be referentially stable, or the table re-renders forever. */
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  rowTestId: string
  /** Extra props of a row (a highlight). */
  rowProps?: (row: T) => DataTableRowProps
  search: ServerTableProps<T>['search']
  /** The list's filters beside the search. */
  filters?: ReactNode
  /** The list's API path, and its declaration (contracts/lists), which names its workbook. */
  exportPath: string
  exportList: ListDef
  /** With a feedback, the page is a stack: the feedback alert, the panel, then `children`. */
  feedback?: { feedback: Feedback | null; clear: () => void }
  /** A modal for a selected row. */
  children?: ReactNode
  /** What Enter on a row opens (issue #25). */
  onRowOpen?: (row: T) => void
}

/** A transfers list page: the server-paged list in a panel, with its texts and export. */
export function ListPanel<T>(props: ListPanelProps<T>) {
  const { list, query, feedback, children } = props
  useLoggedError(query.error, props.what)
  const body = (
    <ServerTable
      list={list}
      query={query}
      columns={props.columns}
      getRowId={props.getRowId}
      rowTestId={props.rowTestId}
      rowProps={props.rowProps}
      emptyText={props.emptyText}
      errorText={props.errorText}
      loadingText="Loading..."
      search={props.search}
      onRowOpen={props.onRowOpen}
      toolbar={props.filters}
      exportButton={
        <ListExportButton
          path={props.exportPath}
          state={list.state}
          fileName={excelFileName(props.exportList)}
        />
      }
    />
  )

  if (!feedback) {
    return (
      <Paper withBorder p="sm" radius="md">
        {body}
        {children}
      </Paper>
    )
  }
  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback.feedback} onClose={feedback.clear} />
      <Paper withBorder p="sm" radius="md">
        {body}
      </Paper>
      {children}
    </Stack>
  )
}

type PrevodkyPageProps = Omit<
  ListPanelProps<Prevodka>,
  'columns' | 'getRowId' | 'rowTestId' | 'search'
> & {
  /** A module constant, so the table gets stable columns. */
  buildColumns: (actions: {
    onOpen: (prevodka: Prevodka) => void
    onPrint?: (prevodkaId: string) => void
  }) => ColumnDef<Prevodka, any>[]
  /** Rows offer the sent převodka's document again (Odeslané, Archiv). */
  printable?: boolean
  /** The modal of the opened převodka; `opened` is null while none is. */
  modal: (opened: Prevodka | null, close: () => void) => ReactNode
}

const SEARCH = { label: 'Hledat', placeholder: 'Číslo převodky, kód nebo název pobočky' }

/** A list of převodky; a row's button opens it in the page's modal, another prints it again. */
export function PrevodkyPage({ buildColumns, modal, printable, ...panel }: PrevodkyPageProps) {
  const [opened, setOpened] = useState<Prevodka | null>(null)
  const print = usePrintPrevodka()
  const columns = useMemo(
    () => buildColumns({ onOpen: setOpened, onPrint: printable ? print : undefined }),
    [buildColumns, printable, print]
  )
  return (
    <ListPanel
      {...panel}
      columns={columns}
      getRowId={(p) => p.prevodkaId}
      rowTestId="prevodka-row"
      search={SEARCH}
      onRowOpen={setOpened}
    >
      {modal(opened, () => setOpened(null))}
    </ListPanel>
  )
}
