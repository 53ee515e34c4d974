import { excelDay, type ListExport } from '#core/list_export'
import type { TaskView } from '#tasks/queries/task_views'

const PRIORITY: Record<string, string> = { high: 'Vysoká', medium: 'Střední', low: 'Nízká' }
const STATUS: Record<string, string> = {
  open: 'Otevřený',
  in_progress: 'Rozpracovaný',
  archived: 'Archivovaný',
}

/* The admin's task list as its table heads it, for the Excel export. */
export const adminTasksExport: ListExport<TaskView> = {
  fileName: 'ukoly',
  sheet: 'Úkoly',
  columns: [
    { header: 'Název', value: (t) => t.title, width: 40 },
    { header: 'Termín', value: (t) => excelDay(t.dueDate), width: 12 },
    { header: 'Priorita', value: (t) => PRIORITY[t.priority] ?? t.priority, width: 10 },
    { header: 'Stav', value: (t) => STATUS[t.status] ?? t.status, width: 14 },
    {
      header: 'Plnění poboček',
      value: (t) => {
        const codes = t.pharmacyCodes
        const done = codes.filter((c) => t.completions[c]?.done).length
        return `${done}/${codes.length}`
      },
      width: 14,
    },
  ],
}
