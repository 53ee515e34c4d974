import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { tasksKey } from '../task'
import type { Task } from '../../../../../contracts/lists/tasks'

export type TaskStatusFilter = 'all' | 'open' | 'archived'

export const adminTasksKey = [...tasksKey, 'admin'] as const

/** One page of the admin's task management list (`q`, `pharmacyCode`, `status` as the spec names them). */
export function useAdminTasks(state: ListState) {
  return usePathList<Task>({ key: adminTasksKey, path: '/tasks', state })
}
