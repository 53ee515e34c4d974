import { findTask } from '#tasks/queries/find_task'

/** Archiving is the task's deletion in the UI: it is kept for history, never removed. */
export async function archiveTask(taskId: string) {
  const task = await findTask(taskId)
  if (task.status !== 'archived') {
    task.status = 'archived'
    await task.save()
  }
  return task
}
