import { excelDay } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import type { TaskView } from '#tasks/queries/task_views'

const PRIORITY_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 }
const STATUS_LABEL: Record<string, string> = {
  open: 'Otevřený',
  in_progress: 'Rozpracovaný',
  archived: 'Archivovaný',
}
const PRIORITY_LABEL: Record<string, string> = { high: 'Vysoká', medium: 'Střední', low: 'Nízká' }

/* The caller's tasks (a branch's open tasks: tens) under the list contract; `done` is a tab. */
export const myTasksList: MemoryList<TaskView> = {
  contract: {
    sorts: ['title', 'dueDate', 'priority', 'status'],
    filters: { done: { kind: 'boolean' } },
  },
  sorts: {
    title: (t) => t.title,
    dueDate: (t) => t.dueDate,
    priority: (t) => PRIORITY_ORDER[t.priority] ?? 3,
    status: (t) => t.status,
  },
  texts: (t) => [t.title, t.description],
  filters: { done: (t, value) => t.done === value },
  export: {
    fileName: 'moje_ukoly',
    sheet: 'Úkoly',
    columns: [
      { header: 'Hotovo', value: (t) => (t.done ? 'ano' : 'ne'), width: 8 },
      { header: 'Úkol', value: (t) => t.title, width: 40 },
      { header: 'Termín', value: (t) => excelDay(t.dueDate), width: 12 },
      { header: 'Priorita', value: (t) => PRIORITY_LABEL[t.priority] ?? t.priority, width: 10 },
      { header: 'Stav', value: (t) => STATUS_LABEL[t.status] ?? t.status, width: 14 },
    ],
  },
}
