import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { nextDueTask, todaysTasks } from '../../../../../app/tasks/rules/task_schedule'
import { formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { useAssignedTasks } from '../api/get-assigned-tasks'
import { sampleTasks } from './sample-tasks'
import { TodayTaskItem } from './today-task-item'
import { SectionTitle } from '../../../components/section-title'

const MAX_SHOWN = 5

/** Up to five open tasks due today, on both dashboards (spec §2.7). */
export function TodayTasksCard() {
  const query = useAssignedTasks()
  const now = new Date()
  // A failed fetch still shows something to work with: three sample tasks (spec §4).
  const tasks = query.isError ? sampleTasks(now) : (query.data ?? [])
  const today = todaysTasks(tasks, now)
  const next = today.length === 0 ? nextDueTask(tasks) : null

  return (
    <Paper withBorder p="lg" radius="md" data-testid="today-tasks-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <SectionTitle>Dnešní úkoly</SectionTitle>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => query.refetch()}
            loading={query.isFetching}
          >
            Obnovit
          </Button>
        </Group>
        {query.isPending && <Text c="dimmed">Načítám úkoly…</Text>}
        {query.isError && (
          <Text c="red" size="sm" role="alert">
            Chyba při načítání úkolů.
          </Text>
        )}
        {!query.isPending && today.length > 0 && (
          <Stack gap="xs">
            {today.slice(0, MAX_SHOWN).map((task) => (
              <TodayTaskItem key={task.id} task={task} />
            ))}
            {today.length > MAX_SHOWN && (
              <Text size="sm" c="dimmed">
                +{today.length - MAX_SHOWN} dalších
              </Text>
            )}
          </Stack>
        )}
        {!query.isPending && today.length === 0 && (
          <Stack gap={4}>
            <Text size="sm">Gratulujeme, na dnešek nemáte žádné úkoly.</Text>
            {next && (
              <Text size="sm" c="dimmed" data-testid="next-task">
                Nejbližší úkol: {formatDate(next.dueDate)} – {next.title}
              </Text>
            )}
          </Stack>
        )}
        <Anchor component={Link} to={paths.tasks} size="sm">
          Všechny úkoly
        </Anchor>
      </Stack>
    </Paper>
  )
}
