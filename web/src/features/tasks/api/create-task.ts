import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { tasksKey, type Task, type TaskPriority } from '../task'

export interface CreateTaskInput {
  title: string
  description: string | null
  dueDate: string | null
  priority: TaskPriority
  pharmacyCodes: string[]
}

export function createTask(input: CreateTaskInput) {
  return api.post<Task>('/tasks', input)
}

export function useCreateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  })
}
