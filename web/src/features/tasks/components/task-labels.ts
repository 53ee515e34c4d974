import type { TaskPriority } from '../task'

export const priorityLabels: Record<TaskPriority, string> = {
  high: 'Vysoká',
  medium: 'Střední',
  low: 'Nízká',
}

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

const statusLabels: Record<string, string> = {
  open: 'Otevřený',
  in_progress: 'Rozpracovaný',
  archived: 'Archivovaný',
}

export function statusLabel(status: string): string {
  return statusLabels[status] ?? status
}
