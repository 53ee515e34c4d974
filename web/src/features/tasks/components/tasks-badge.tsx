import { Badge } from '@mantine/core'
import { badgeLabel, openCount } from '../../../../../app/tasks/rules/task_schedule'
import { useMyTasks } from '../api/get-my-tasks'

/** The sidebar badge of /tasks: the caller's open tasks, capped at '99+'. */
export function TasksBadge() {
  const { data } = useMyTasks()
  const label = data ? badgeLabel(openCount(data)) : null
  if (!label) return null
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={label.length < 3}
      data-testid="tasks-badge"
    >
      {label}
    </Badge>
  )
}
