/*
| Pure rules of the task screens (spec doc 1 §2.7, §2.8, §4). They work on the task
| shape the API returns, take `now` from the caller and count days in Europe/Prague,
| so the server and the SPA agree on "today" whatever the machine's time zone.
*/

import { dayIn } from '#core/calendar'

export { addDays, dayIn } from '#core/calendar'

export type ScheduledTask = {
  id: string
  dueDate: string | null
  status: string
  priority: string
  createdAt?: string | null
  /** Whether the caller's branch has ticked the task off. */
  done?: boolean
}

export const OPEN_STATUSES = ['open', 'in_progress']
const PRIORITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 }

/** Open for the caller: status open or in_progress and not yet ticked off by their branch. */
export function isOpenTask(task: ScheduledTask): boolean {
  return OPEN_STATUSES.includes(task.status) && !task.done
}

export function openCount(tasks: ScheduledTask[]): number {
  return tasks.filter(isOpenTask).length
}

/** Badge text: the count, capped at 99 and shown as `99+` above. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

export function todaysTasks<T extends ScheduledTask>(
  tasks: T[],
  now: Date,
  timeZone?: string
): T[] {
  const today = dayIn(now, timeZone)
  return sortTasks(tasks.filter((t) => isOpenTask(t) && t.dueDate === today))
}

/** The earliest due date among open tasks (spec doc 1 §4); null when none has a date. */
export function nextDueTask<T extends ScheduledTask>(tasks: T[]): T | null {
  return sortTasks(tasks.filter((t) => isOpenTask(t) && t.dueDate !== null))[0] ?? null
}

/** By due date, tasks without one last; then high priority first; then oldest first. */
export function sortTasks<T extends ScheduledTask>(tasks: T[]): T[] {
  return [...tasks].sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1
      if (b.dueDate === null) return -1
      return a.dueDate < b.dueDate ? -1 : 1
    }
    const byPriority = (PRIORITY_RANK[a.priority] ?? 1) - (PRIORITY_RANK[b.priority] ?? 1)
    if (byPriority !== 0) return byPriority
    return (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id)
  })
}

/** Completion uses the caller's branch, or the task's first branch when the caller has none. */
export function completionCode(pharmacyCodes: string[], callerCode: string | null): string | null {
  return callerCode ?? pharmacyCodes[0] ?? null
}
