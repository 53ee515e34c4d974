import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

export type TaskStatusFilter = 'all' | 'open' | 'archived'

export interface ListTasksParams {
  q: string
  pharmacyCode: string
  status: TaskStatusFilter
}

/** The admin's task management list; status is omitted when all are wanted. */
export function listTasks({ q, pharmacyCode, status }: ListTasksParams) {
  return api.get<Task[]>('/tasks', {
    query: { q, pharmacyCode, status: status === 'all' ? undefined : status },
  })
}

export const adminTasksKey = [...tasksKey, 'admin'] as const

export const adminTasksQueryOptions = (params: ListTasksParams) =>
  queryOptions({
    queryKey: [...adminTasksKey, params],
    queryFn: () => listTasks(params),
    placeholderData: keepPreviousData,
  })

export function useAdminTasks(params: ListTasksParams) {
  return useQuery(adminTasksQueryOptions(params))
}
