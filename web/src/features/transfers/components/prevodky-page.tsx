import { useMemo, useState, type ReactNode } from 'react'
import { Alert, Paper, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { DataTableRowProps } from '../../../components/data-table'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import type { Feedback } from '../../../lib/use-feedback'
import type { Prevodka } from '../transfer'
import { useLoggedError } from './use-logged-error'

const NO_ROWS: never[] = []

interface ListPanelProps<T> {
  list: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isError' | 'isPending'>
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
  /** With a feedback, the page is a stack: the feedback alert, the panel, then `children`. */
  feedback?: { feedback: Feedback | null; clear: () => void }
  /** A modal for a selected row. */
  children?: ReactNode
}

/** A transfers list page: the list in a panel, with its loading, error and empty texts. */
export function ListPanel<T>(props: ListPanelProps<T>) {
  const { list, feedback, children } = props
  useLoggedError(list.error, props.what)
  const body = list.isError ? (
    <Alert color="red" variant="light" role="alert">
      {props.errorText}
    </Alert>
  ) : list.isPending ? (
    <Text c="dimmed">Loading...</Text>
  ) : (
    <ListTable
      data={list.data ?? NO_ROWS}
      columns={props.columns}
      getRowId={props.getRowId}
      rowTestId={props.rowTestId}
      rowProps={props.rowProps}
      emptyText={props.emptyText}
    />
  )

  if (!feedback) {
    return (
      <Paper withBorder p="lg" radius="md">
        {body}
        {children}
      </Paper>
    )
  }
  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback.feedback} onClose={feedback.clear} />
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
      {children}
    </Stack>
  )
}

type PrevodkyPageProps = Omit<ListPanelProps<Prevodka>, 'columns' | 'getRowId' | 'rowTestId'> & {
  /** A module constant, so the table gets stable columns. */
  buildColumns: (onOpen: (prevodka: Prevodka) => void) => ColumnDef<Prevodka, any>[]
  /** The modal of the opened převodka; `opened` is null while none is. */
  modal: (opened: Prevodka | null, close: () => void) => ReactNode
}

/** A list of převodky; a row's button opens it in the page's modal. */
export function PrevodkyPage({ buildColumns, modal, ...panel }: PrevodkyPageProps) {
  const [opened, setOpened] = useState<Prevodka | null>(null)
  const columns = useMemo(() => buildColumns(setOpened), [buildColumns])
  return (
    <ListPanel {...panel} columns={columns} getRowId={(p) => p.prevodkaId} rowTestId="prevodka-row">
      {modal(opened, () => setOpened(null))}
    </ListPanel>
  )
}
