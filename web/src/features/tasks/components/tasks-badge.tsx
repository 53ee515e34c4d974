import { badgeLabel, openCount } from '../../../../../app/tasks/rules/task_schedule'
import { MenuBadge } from '../../../components/menu-badge'
import { useMyTasks } from '../api/get-my-tasks'

/** The sidebar badge of /tasks: the caller's open tasks, capped at '99+'. */
export function TasksBadge() {
  const { data } = useMyTasks()
  return <MenuBadge label={data ? badgeLabel(openCount(data)) : null} testId="tasks-badge" />
}
