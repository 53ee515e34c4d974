import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

export interface CompleteTaskInput {
  id: string
  done: boolean
}

export function completeTask({ id, done }: CompleteTaskInput) {
  return api.put<Task>(`/tasks/${encodeURIComponent(id)}/complete`, { done })
}

/** Sets the caller's flag in whatever a task query holds: a list, a page, `{ tasks }` or one task. */
function withDone(data: unknown, { id, done }: CompleteTaskInput): unknown {
  const patch = (task: Task) => (task.id === id ? { ...task, done } : task)
  if (Array.isArray(data)) return data.map(patch)
  if (data && typeof data === 'object') {
    const holder = data as { tasks?: unknown; rows?: unknown; id?: unknown }
    if (Array.isArray(holder.tasks)) return { ...holder, tasks: holder.tasks.map(patch) }
    if (Array.isArray(holder.rows)) return { ...holder, rows: holder.rows.map(patch) }
    if (holder.id === id) return patch(data as Task)
  }
  return data
}

/**
 * Ticks a task off optimistically in every cached task query (list, card, badge, detail);
 * a failed call puts the old data back, and the settled call reloads them all.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeTask,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: tasksKey })
      const previous = queryClient.getQueriesData({ queryKey: tasksKey })
      queryClient.setQueriesData({ queryKey: tasksKey }, (data: unknown) => withDone(data, input))
      return { previous }
    },
    onError: (_error, _input, snapshot) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  })
}
