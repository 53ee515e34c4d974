import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { api } from '../../../lib/api-client'
import { tasksKey } from '../task'
import type { Task } from '../../../../../contracts/lists/tasks'

export const MY_TASKS_PATH = '/tasks/my'

/** The caller's tasks (admins: all), archived excluded, already sorted by the server. */
export function getMyTasks() {
  return api.get<Task[]>(MY_TASKS_PATH)
}

/** Shared by the /tasks page and the sidebar badge, so a check-off updates both at once. */
export const myTasksKey = [...tasksKey, 'my'] as const

export const myTasksQueryOptions = () => queryOptions({ queryKey: myTasksKey, queryFn: getMyTasks })

export function useMyTasks() {
  return useQuery(myTasksQueryOptions())
}

/**
 * One page of the caller's tasks, done or not done by their branch, as the server searches
 * and sorts them (without a sort, the screen's order: by due date, undated last). Under
 * myTasksKey, so a check-off updates it with the badge.
 */
export function useMyTasksPage(done: boolean, state: ListState, enabled = true) {
  return usePathList<Task>({
    key: [...myTasksKey, 'page', done],
    path: MY_TASKS_PATH,
    state,
    extra: { done },
    enabled,
  })
}
