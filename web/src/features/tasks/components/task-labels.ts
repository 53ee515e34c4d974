import type { TaskPriority } from '../task'
import { taskPriorityLabels, taskStatusLabels } from '../../../../../contracts/lists/tasks'

export const priorityLabels = taskPriorityLabels

/** High red, medium amber, anything else green (spec §2.7, §9). */
export const priorityColors: Record<TaskPriority, string> = {
  high: 'red',
  medium: 'orange',
  low: 'green',
}

export const priorityOptions = (['high', 'medium', 'low'] as const).map((value) => ({
  value,
  label: priorityLabels[value],
}))

export function priorityLabel(priority: string): string {
  return priorityLabels[priority as TaskPriority] ?? priority
}

export function priorityColor(priority: string): string {
  return priorityColors[priority as TaskPriority] ?? 'green'
}

export function statusLabel(status: string): string {
  return taskStatusLabels[status] ?? status
}
