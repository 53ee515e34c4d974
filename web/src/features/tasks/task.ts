import { ApiError } from '../../lib/api-client'
import type { Task, TaskCompletion, TaskPriority } from '../../../../contracts/lists/tasks'

/** A task as the API returns it: declared in contracts/lists. */
export type { Task, TaskCompletion, TaskPriority }

/** Every task query starts with this key, so one invalidation refreshes lists, card and badge. */
export const tasksKey = ['tasks'] as const

/** The text after "…: " in the task error messages: the server's message, else the error's. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage || error.message || `HTTP ${error.status}`
  return error instanceof Error && error.message ? error.message : 'neznámá chyba'
}
