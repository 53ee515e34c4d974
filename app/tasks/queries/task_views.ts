import type Task from '#tasks/models/task'

/**
 * The task as every screen reads it. `done` is the viewer's own flag: their branch's
 * completion, or the first branch's when the viewer has none (spec doc 1 §4).
 */
export function taskView(task: Task, viewerCode: string | null = null) {
  const id = String(task.id)
  const assignments = task.assignments ?? []
  const pharmacyCodes = assignments.map((a) => a.pharmacyCode)
  const completions = Object.fromEntries(
    assignments.map((a) => [a.pharmacyCode, { done: a.done, doneAt: a.doneAt?.toISO() ?? null }])
  )
  const ownCode = viewerCode && pharmacyCodes.includes(viewerCode) ? viewerCode : pharmacyCodes[0]
  return {
    id,
    _id: id,
    title: task.title,
    description: task.description,
    dueDate: task.dueDate?.toISODate() ?? null,
    priority: task.priority,
    status: task.status,
    pharmacyCodes,
    completions,
    done: ownCode ? (completions[ownCode]?.done ?? false) : false,
    createdAt: task.createdAt.toISO(),
    createdBy: task.createdBy === null ? null : String(task.createdBy),
  }
}

export type TaskView = ReturnType<typeof taskView>
