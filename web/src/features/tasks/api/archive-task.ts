import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task } from '../task'

/** Archiving is the DELETE call; archived is terminal (spec §4). */
export function archiveTask(id: string) {
  return api.delete<Task>(`/tasks/${encodeURIComponent(id)}`)
}

export function useArchiveTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: archiveTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  })
}
