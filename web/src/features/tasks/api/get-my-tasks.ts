import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

/** The caller's tasks (admins: all), archived excluded, already sorted by the server. */
export function getMyTasks() {
  return api.get<Task[]>('/tasks/my')
}

/** Shared by the /tasks page and the sidebar badge, so a check-off updates both at once. */
export const myTasksKey = [...tasksKey, 'my'] as const

export const myTasksQueryOptions = () => queryOptions({ queryKey: myTasksKey, queryFn: getMyTasks })

export function useMyTasks() {
  return useQuery(myTasksQueryOptions())
}
