import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

/** The today's-tasks card's own call; the answer may be an array or `{ tasks }` (spec §7). */
export async function getAssignedTasks(): Promise<Task[]> {
  const data = await api.get<Task[] | { tasks?: Task[] }>('/tasks', {
    query: { assignedTo: 'me' },
  })
  if (Array.isArray(data)) return data
  return Array.isArray(data?.tasks) ? data.tasks : []
}

export const assignedTasksQueryOptions = () =>
  queryOptions({ queryKey: [...tasksKey, 'assigned', 'me'], queryFn: getAssignedTasks })

export function useAssignedTasks() {
  return useQuery(assignedTasksQueryOptions())
}
