import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import TaskAssignment from '#tasks/models/task_assignment'
import { findTask } from '#tasks/queries/find_task'
import { assertMayWorkOn } from '#tasks/policies/task_policy'
import { completionCode } from '#tasks/rules/task_schedule'

type Actor = { id: number; role: string; firma: string | null; pharmacyCode: string | null }

/**
 * Ticks a task off (or back) for one branch: the caller's, or the task's first when the
 * caller has none. Only that branch's row is written, so branches never overwrite each other.
 */
export async function completeTask(actor: Actor, taskId: string, done: boolean) {
  const task = await findTask(taskId)
  assertMayWorkOn(actor, task)
  if (task.status === 'archived') {
    throw DomainError.conflict('TASK_ARCHIVED', 'Archivovaný úkol nelze změnit.')
  }
  const codes = task.assignments.map((a) => a.pharmacyCode)
  const own = actor.pharmacyCode && codes.includes(actor.pharmacyCode) ? actor.pharmacyCode : null
  const code = completionCode(codes, own)!

  await db.transaction(async (trx) => {
    await TaskAssignment.query({ client: trx })
      .where({ taskId: task.id, pharmacyCode: code })
      .update({
        done,
        done_at: done ? trx.knexRawQuery('now()') : null,
        done_by: done ? actor.id : null,
      })
    await recordAudit(
      {
        action: 'tasks.complete',
        entity: 'task',
        entityId: task.id,
        branch: { firma: task.firma, pharmacyCode: code },
        before: { done: task.assignments.find((a) => a.pharmacyCode === code)?.done ?? false },
        after: { done },
      },
      trx
    )
  })
  return findTask(task.id)
}
