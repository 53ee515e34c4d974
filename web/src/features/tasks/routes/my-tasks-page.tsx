import { useCallback, useMemo, useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { isOpenTask, sortTasks } from '../../../../../app/tasks/rules/task_schedule'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { useFeedback } from '../../../lib/use-feedback'
import { useCompleteTask } from '../api/complete-task'
import { useMyTasks } from '../api/get-my-tasks'
import { DoneTasksSection } from '../components/done-tasks-section'
import { buildMyTaskColumns } from '../components/my-tasks-columns'
import { TasksTable } from '../components/tasks-table'
import { reasonOf, type Task } from '../task'

const NO_TASKS: Task[] = []

export function MyTasksPage() {
  const list = useMyTasks()
  const { mutate: complete } = useCompleteTask()
  const { feedback, failure, clear } = useFeedback()
  const [tab, setTab] = useState<string | null>('active')

  const { all, active, done, notDone } = useMemo(() => {
    const sorted = sortTasks(list.data ?? NO_TASKS)
    return {
      all: sorted,
      active: sorted.filter(isOpenTask),
      done: sorted.filter((task) => task.done),
      notDone: sorted.filter((task) => !task.done),
    }
  }, [list.data])

  const toggle = useCallback(
    (task: Task, checked: boolean) =>
      complete(
        { id: task.id, done: checked },
        { onError: (error) => failure(`Nepodařilo se změnit stav: ${reasonOf(error)}`) }
      ),
    [complete, failure]
  )
  const columns = useMemo(() => buildMyTaskColumns(toggle), [toggle])

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Moje úkoly</Title>
        <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
          Obnovit
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          Chyba při načítání úkolů: {reasonOf(list.error)}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        {list.isPending ? (
          <Text c="dimmed">Načítám úkoly…</Text>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="active">Aktivní</Tabs.Tab>
              <Tabs.Tab value="done">Hotové</Tabs.Tab>
              <Tabs.Tab value="all">Vše</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="active">
              <TasksTable tasks={active} columns={columns} emptyText="Žádné aktivní úkoly." />
            </Tabs.Panel>
            <Tabs.Panel value="done">
              <TasksTable tasks={done} columns={columns} emptyText="Žádné hotové úkoly." />
            </Tabs.Panel>
            <Tabs.Panel value="all">
              <Stack gap="md">
                <TasksTable
                  tasks={notDone}
                  columns={columns}
                  emptyText={all.length ? 'Všechny úkoly jsou hotové.' : 'Žádné úkoly.'}
                />
                {done.length > 0 && (
                  <DoneTasksSection count={done.length}>
                    <TasksTable tasks={done} columns={columns} emptyText="Žádné hotové úkoly." />
                  </DoneTasksSection>
                )}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
    </Stack>
  )
}
