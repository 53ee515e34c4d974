import { Anchor, Group, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { formatDate } from '../../../lib/format'
import { taskDetailPath } from '../../../lib/paths'
import type { Task } from '../task'
import { PriorityDot } from './priority-dot'

export function TodayTaskItem({ task }: { task: Task }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="today-task">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <PriorityDot priority={task.priority} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {task.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(task.dueDate)}
          </Text>
        </div>
      </Group>
      <Anchor component={Link} to={taskDetailPath(task.id)} size="sm">
        Detail
      </Anchor>
    </Group>
  )
}
