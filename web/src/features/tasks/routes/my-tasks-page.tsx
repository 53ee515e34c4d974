import { useCallback, useMemo } from 'react'
import { Alert, Button, Group, Paper, Stack, Tabs } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { PageTitle } from '../../../components/page-title'
import type { ListState } from '../../../components/server-list/list-state'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable, type ServerTableProps } from '../../../components/server-list/server-table'
import { useListState, type ListController } from '../../../components/server-list/use-list-state'
import { useFeedback } from '../../../lib/use-feedback'
import { useCompleteTask } from '../api/complete-task'
import { MY_TASKS_PATH, myTasksKey, useMyTasksPage } from '../api/get-my-tasks'
import { DoneTasksSection } from '../components/done-tasks-section'
import { buildMyTaskColumns } from '../components/my-tasks-columns'
import { reasonOf, type Task } from '../task'
import { excelFileName } from '../../../../../contracts/lists/list'
import { myTasksList } from '../../../../../contracts/lists/tasks'

type Tab = 'active' | 'done' | 'all'
const TABS: Tab[] = ['active', 'done', 'all']
/* The Vše tab's done tasks page and sort apart from the tab's open ones. */
const DONE_PREFIX = 'done_'
const SEARCH = { label: 'Hledat v úkolech', placeholder: 'Název nebo popis úkolu' }

/** The open tab in the URL (`?tab=done`), so a reload and back keep it. */
function useTab(): [Tab, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams()
  const value = params.get('tab') as Tab
  const tab = TABS.includes(value) ? value : 'active'
  const setTab = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const params = new URLSearchParams(current)
        if (next && next !== 'active') params.set('tab', next)
        else params.delete('tab')
        params.delete('page')
        params.delete(`${DONE_PREFIX}page`)
        return params
      }),
    [setParams]
  )
  return [tab, setTab]
}

type TaskTableProps = Pick<
  ServerTableProps<Task>,
  'query' | 'columns' | 'emptyText' | 'search' | 'toolbar'
> & {
  list: ListController
  errorText: string
}

function TaskTable(props: TaskTableProps) {
  return (
    <ServerTable
      {...props}
      getRowId={(task) => task.id}
      rowTestId="task-row"
      loadingText="Načítám úkoly…"
    />
  )
}

/** The caller's tasks in the spec's three tabs, paged, searched and sorted by the server. */
export function MyTasksPage() {
  const [tab, setTab] = useTab()
  const list = useListState()
  const doneList = useListState({ prefix: DONE_PREFIX })
  const queryClient = useQueryClient()
  const { mutate: complete } = useCompleteTask()
  const { feedback, failure, clear } = useFeedback()

  /* One list per tab; in Vše the done ones fold away below, searched by the same text. */
  const doneState: ListState = tab === 'all' ? { ...doneList.state, q: list.state.q } : list.state
  const open = useMyTasksPage(false, list.state, tab !== 'done')
  const done = useMyTasksPage(true, doneState, tab !== 'active')
  const doneCount = done.data?.total ?? 0

  const toggle = useCallback(
    (task: Task, checked: boolean) =>
      complete(
        { id: task.id, done: checked },
        { onError: (error) => failure(`Nepodařilo se změnit stav: ${reasonOf(error)}`) }
      ),
    [complete, failure]
  )
  const columns = useMemo(() => buildMyTaskColumns(toggle), [toggle])
  const error = open.error ?? done.error
  const errorText = `Chyba při načítání úkolů: ${reasonOf(error)}`
  const exportButton = (done: boolean) => (
    <ListExportButton
      path={MY_TASKS_PATH}
      state={list.state}
      extra={{ done }}
      fileName={excelFileName(myTasksList)}
      onError={failure}
    />
  )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>Moje úkoly</PageTitle>
        <Button
          variant="light"
          onClick={() => queryClient.invalidateQueries({ queryKey: myTasksKey })}
          loading={open.isFetching || done.isFetching}
        >
          Obnovit
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorText}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="active">Aktivní</Tabs.Tab>
            <Tabs.Tab value="done">Hotové</Tabs.Tab>
            <Tabs.Tab value="all">Vše</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active">
            <TaskTable
              list={list}
              query={open}
              columns={columns}
              emptyText="Žádné aktivní úkoly."
              errorText={errorText}
              search={SEARCH}
              toolbar={exportButton(false)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="done">
            <TaskTable
              list={list}
              query={done}
              columns={columns}
              emptyText="Žádné hotové úkoly."
              errorText={errorText}
              search={SEARCH}
              toolbar={exportButton(true)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="all">
            <Stack gap="md">
              <TaskTable
                list={list}
                query={open}
                columns={columns}
                emptyText={doneCount ? 'Všechny úkoly jsou hotové.' : 'Žádné úkoly.'}
                errorText={errorText}
                search={SEARCH}
                toolbar={exportButton(false)}
              />
              {doneCount > 0 && (
                <DoneTasksSection count={doneCount}>
                  <TaskTable
                    list={doneList}
                    query={done}
                    columns={columns}
                    emptyText="Žádné hotové úkoly."
                    errorText={errorText}
                  />
                </DoneTasksSection>
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  )
}
