import { Badge } from '@mantine/core'
import type { Task } from '../task'
import { statusLabel } from './task-labels'

interface TaskStatusBadgeProps {
  task: Pick<Task, 'status' | 'done'>
}

/** The caller's view of a task: done by their branch, else the task's own status. */
export function TaskStatusBadge({ task }: TaskStatusBadgeProps) {
  if (task.done && task.status !== 'archived') {
    return (
      <Badge color="teal" variant="light" tt="none" miw="max-content">
        Hotovo
      </Badge>
    )
  }
  return (
    <Badge
      color={task.status === 'archived' ? 'gray' : 'blue'}
      variant="light"
      tt="none"
      miw="max-content"
    >
      {statusLabel(task.status)}
    </Badge>
  )
}
