import { foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import Task from '#tasks/models/task'
import { sortTasks } from '#tasks/rules/task_schedule'
import { taskView } from '#tasks/queries/task_views'
import type { FilterOf } from '#contracts/lists/list'
import { adminTasksList, type AdminTaskSort } from '#contracts/lists/tasks'

type Viewer = { role: string; firma: string | null; pharmacyCode: string | null }

/**
 * Tasks a person works on: those assigned to their branch (admins: all), any status
 * but archived, sorted as the screens show them.
 */
export async function listTasksOf(viewer: Viewer) {
  if (viewer.role !== 'admin' && !viewer.pharmacyCode) return []
  const tasks = await Task.query()
    .whereNot('status', 'archived')
    .if(viewer.role !== 'admin', (q) =>
      q
        .where('firma', viewer.firma ?? '')
        .whereHas('assignments', (a) => a.where('pharmacy_code', viewer.pharmacyCode!))
    )
    .preload('assignments')
  return sortTasks(tasks.map((t) => taskView(t, viewer.pharmacyCode)))
}

const TASK_SORTS: Record<AdminTaskSort, string> = {
  title: 'title COLLATE czech',
  dueDate: 'due_date',
  priority: "CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END",
  status: 'status COLLATE czech',
  createdAt: 'created_at',
}

/* The admin's list under the list contract (contracts/lists/tasks.ts). */
export const adminTasksContract = adminTasksList

export type AdminTasksParams = ListParams<AdminTaskSort, FilterOf<typeof adminTasksList>>

function adminTasksQuery(params: AdminTasksParams) {
  const { q, filters } = params
  return Task.query()
    .if(q, (query) => query.whereRaw('fold_text(title) LIKE ?', [foldedPattern(q!)]))
    .if(filters.status, (query) => query.where('status', filters.status as string))
    .if(filters.pharmacyCode, (query) =>
      query.whereHas('assignments', (a) => a.where('pharmacy_code', filters.pharmacyCode as string))
    )
}

/** The admin's task management list: q matches the title; newest first unless sorted. */
export async function listTasks(params: AdminTasksParams = wholeList()) {
  const dir = params.dir === 'desc' ? 'DESC' : 'ASC'
  const ordered = adminTasksQuery(params)
    .preload('assignments')
    .if(
      params.sort,
      (query) =>
        query
          .orderByRaw(`${TASK_SORTS[params.sort!]} ${dir} NULLS LAST`)
          .orderBy('id', dir === 'DESC' ? 'desc' : 'asc'),
      (query) => query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    )
  const tasks = params.page
    ? await ordered.offset(params.page.offset).limit(params.page.limit)
    : await ordered
  let total = tasks.length
  if (params.page) {
    const counted = await adminTasksQuery(params).count('* as n').first()
    total = Number(counted?.$extras.n ?? 0)
  }
  return { items: tasks.map((t) => taskView(t)), total }
}
