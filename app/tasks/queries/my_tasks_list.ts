import { excelDay, excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import type { TaskView } from '#tasks/queries/task_views'
import {
  myTasksList as list,
  taskPriorityLabels,
  taskStatusLabels,
  type MyTaskSort,
  type TaskPriority,
} from '#contracts/lists/tasks'

const PRIORITY_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 }

/* The caller's tasks under the list contract (contracts/lists/tasks.ts); `done` is a tab. */
export const myTasksList: MemoryList<TaskView, MyTaskSort> = {
  contract: list,
  sorts: {
    title: (t) => t.title,
    dueDate: (t) => t.dueDate,
    priority: (t) => PRIORITY_ORDER[t.priority] ?? 3,
    status: (t) => t.status,
  },
  texts: (t) => [t.title, t.description],
  filters: { done: (t, value) => t.done === value },
  export: excelExport<typeof list, TaskView>(list, {
    done: (t) => (t.done ? 'ano' : 'ne'),
    title: (t) => t.title,
    dueDate: (t) => excelDay(t.dueDate),
    priority: (t) => taskPriorityLabels[t.priority as TaskPriority] ?? t.priority,
    status: (t) => taskStatusLabels[t.status] ?? t.status,
  }),
}
