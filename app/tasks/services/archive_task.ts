import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { findTask } from '#tasks/queries/find_task'

/** Archiving is the task's deletion in the UI: it is kept for history, never removed. */
export async function archiveTask(taskId: string) {
  const task = await findTask(taskId)
  if (task.status !== 'archived') {
    const before = task.status
    task.status = 'archived'
    await db.transaction(async (trx) => {
      await task.useTransaction(trx).save()
      await recordAudit(
        {
          action: 'tasks.archive',
          entity: 'task',
          entityId: task.id,
          before: { status: before },
          after: { status: 'archived' },
        },
        trx
      )
    })
  }
  return task
}
