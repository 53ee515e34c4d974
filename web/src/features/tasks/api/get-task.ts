import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

export function getTask(id: string) {
  return api.get<Task>(`/tasks/${encodeURIComponent(id)}`)
}

export const taskQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...tasksKey, 'detail', id], queryFn: () => getTask(id) })

export function useTask(id: string) {
  return useQuery(taskQueryOptions(id))
}
