import { excelDay, excelExport } from '#core/list_export'
import type { TaskView } from '#tasks/queries/task_views'
import {
  adminTasksList,
  taskPriorityLabels,
  taskStatusLabels,
  type TaskPriority,
} from '#contracts/lists/tasks'

/* The admin's task list as its table heads it (contracts/lists/tasks.ts), for the Excel export. */
export const adminTasksExport = excelExport<typeof adminTasksList, TaskView>(adminTasksList, {
  title: (t) => t.title,
  dueDate: (t) => excelDay(t.dueDate),
  priority: (t) => taskPriorityLabels[t.priority as TaskPriority] ?? t.priority,
  status: (t) => taskStatusLabels[t.status] ?? t.status,
  progress: (t) => {
    const codes = t.pharmacyCodes
    const done = codes.filter((c) => t.completions[c]?.done).length
    return `${done}/${codes.length}`
  },
})
