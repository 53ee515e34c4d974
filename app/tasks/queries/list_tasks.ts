import { normalizePharmacyCode } from '#core/branch_code'
import Task from '#tasks/models/task'
import { sortTasks } from '#tasks/rules/task_schedule'
import { taskView } from '#tasks/queries/task_views'

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

/** The admin's task management list: q matches the title; status omitted means all. */
export async function listTasks(filter: { q?: string; pharmacyCode?: string; status?: string }) {
  const code = normalizePharmacyCode(filter.pharmacyCode)
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const tasks = await Task.query()
    .if(pattern, (q) => q.whereILike('title', pattern!))
    .if(filter.status, (q) => q.where('status', filter.status!))
    .if(code, (q) => q.whereHas('assignments', (a) => a.where('pharmacy_code', code!)))
    .preload('assignments')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return tasks.map((t) => taskView(t))
}
