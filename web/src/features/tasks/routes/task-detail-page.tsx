import { useCallback } from 'react'
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core'
import { Link, useParams } from 'react-router-dom'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { messageOf } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { paths } from '../../../lib/paths'
import { useScreenTitle } from '../../../lib/screen-title'
import { useFeedback } from '../../../lib/use-feedback'
import { useCompleteTask } from '../api/complete-task'
import { useTask } from '../api/get-task'
import { TaskCheckOff } from '../components/task-check-off'
import { TaskCompletions } from '../components/task-completions'
import { TaskDetails } from '../components/task-details'
import { TaskStatusBadge } from '../components/task-status-badge'
import { reasonOf, type Task } from '../task'
import { PageTitle } from '../../../components/page-title'
import { SectionTitle } from '../../../components/section-title'

export function TaskDetailPage() {
  const { id = '' } = useParams()
  const user = useCurrentUser()
  const detail = useTask(id)
  useScreenTitle(detail.data?.title)
  const { mutate: complete } = useCompleteTask()
  const { feedback, failure, clear } = useFeedback()

  const toggle = useCallback(
    (task: Task, done: boolean) =>
      complete(
        { id: task.id, done },
        { onError: (error) => failure(`Nepodařilo se změnit stav: ${reasonOf(error)}`) }
      ),
    [complete, failure]
  )

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.tasks} size="sm">
        Zpět na úkoly
      </Anchor>
      <Group gap="sm">
        <PageTitle>{detail.data?.title ?? 'Detail úkolu'}</PageTitle>
        {detail.data && <TaskStatusBadge task={detail.data} />}
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {detail.isPending && <Text c="dimmed">Načítám úkol…</Text>}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(detail.error, 'Úkol se nepodařilo načíst.')}
        </Alert>
      )}
      {detail.data && (
        <>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="lg">
              <TaskDetails task={detail.data} />
              <TaskCheckOff task={detail.data} callerCode={user.pharmacyCode} onToggle={toggle} />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <SectionTitle mb="sm">Plnění podle poboček</SectionTitle>
            <TaskCompletions task={detail.data} />
          </Paper>
        </>
      )}
    </Stack>
  )
}
