import { ApiError } from '../../lib/api-client'

export type TaskPriority = 'high' | 'medium' | 'low'

export interface TaskCompletion {
  done: boolean
  doneAt: string | null
}

/** A task as the API returns it; `done` is the caller's own branch flag. */
export interface Task {
  id: string
  _id?: string
  title: string
  description: string | null
  /** A calendar day `YYYY-MM-DD`, or null for a task without a due date. */
  dueDate: string | null
  priority: TaskPriority | string
  /** open and in_progress count as open; archived is terminal; other values are possible. */
  status: string
  pharmacyCodes: string[]
  completions: Record<string, TaskCompletion>
  done: boolean
  createdAt: string
  createdBy: string | null
}

/** Every task query starts with this key, so one invalidation refreshes lists, card and badge. */
export const tasksKey = ['tasks'] as const

/** The text after "…: " in the task error messages: the server's message, else the error's. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage || error.message || `HTTP ${error.status}`
  return error instanceof Error && error.message ? error.message : 'neznámá chyba'
}
