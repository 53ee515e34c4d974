import { defineList, type SortOf } from '#contracts/lists/list'

/* The admin's task management (/tasks) and the caller's own tasks (/tasks/my). */

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

/** The words of a priority and a status, on the screens and in the workbooks. */
export const taskPriorityLabels: Record<TaskPriority, string> = {
  high: 'Vysoká',
  medium: 'Střední',
  low: 'Nízká',
}

export const taskStatusLabels: Record<string, string> = {
  open: 'Otevřený',
  in_progress: 'Rozpracovaný',
  archived: 'Archivovaný',
}

/* The title, due date and priority columns both lists share. */
const shared = { dueDate: 'Termín', priority: 'Priorita', status: 'Stav' } as const

/** The admin's list: `q`, `pharmacyCode`, `status` as the spec names them; newest first unless sorted. */
export const adminTasksList = defineList({
  sorts: ['title', 'dueDate', 'priority', 'status', 'createdAt'],
  filters: {
    status: { kind: 'enum', values: ['open', 'in_progress', 'archived'] },
    pharmacyCode: { kind: 'code' },
  },
  headers: { title: 'Název', ...shared, progress: 'Plnění poboček', actions: 'Akce' },
  excel: {
    fileName: 'ukoly',
    sheet: 'Úkoly',
    columns: [
      { key: 'title', width: 40 },
      { key: 'dueDate', width: 12 },
      { key: 'priority', width: 10 },
      { key: 'status', width: 14 },
      { key: 'progress', width: 14 },
    ],
  },
})

/** The caller's tasks (a branch's open tasks: tens); `done` is a tab. */
export const myTasksList = defineList({
  sorts: ['title', 'dueDate', 'priority', 'status'],
  filters: { done: { kind: 'boolean' } },
  headers: { done: 'Hotovo', title: 'Úkol', ...shared },
  excel: {
    fileName: 'moje_ukoly',
    sheet: 'Úkoly',
    columns: [
      { key: 'done', width: 8 },
      { key: 'title', width: 40 },
      { key: 'dueDate', width: 12 },
      { key: 'priority', width: 10 },
      { key: 'status', width: 14 },
    ],
  },
})

export type AdminTaskSort = SortOf<typeof adminTasksList>
export type MyTaskSort = SortOf<typeof myTasksList>
