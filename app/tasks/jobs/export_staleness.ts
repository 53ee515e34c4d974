import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import Task from '#tasks/models/task'
import { OPEN_STATUSES } from '#tasks/rules/task_schedule'
import {
  branchesNeedingTask,
  STALE_EXPORT_TASK_TITLE,
  staleBranches,
  staleTaskDescription,
} from '#tasks/rules/export_staleness'
import { notifyStaleExports } from '#tasks/services/notify_stale_exports'
import { dbNow } from '#core/clock'

/* One run at a time: two overlapping runs must not both see "no open task" for a branch. */
const LOCK_KEY = 'tasks.create_stale_export_tasks'

/**
 * Every branch of the branches table with its last export and whether an open, unticked
 * "Nahrajte exporty" task is already assigned to it (whoever created that task).
 */
async function branchExports(trx: TransactionClientContract) {
  const { rows } = await trx.rawQuery(
    `SELECT b.firma, b.code, e.last_batch_at,
            EXISTS (SELECT 1 FROM tasks t JOIN task_assignments a ON a.task_id = t.id
                     WHERE t.firma = b.firma AND a.pharmacy_code = b.code AND t.title = ?
                       AND t.status = ANY(?) AND NOT a.done) AS has_open_task
       FROM branches b
       LEFT JOIN branch_exports e ON e.firma = b.firma AND e.pharmacy_code = b.code
      ORDER BY b.firma, b.code`,
    [STALE_EXPORT_TASK_TITLE, OPEN_STATUSES]
  )
  return rows.map((r: any) => ({
    firma: r.firma as string,
    pharmacyCode: r.code as string,
    lastBatchAt: r.last_batch_at ? new Date(r.last_batch_at) : null,
    hasOpenTask: Boolean(r.has_open_task),
  }))
}

/**
 * The nightly staleness check: a task "Nahrajte exporty" due today for each stale branch
 * without an open one, created by the system (created_by null), and a notification once
 * per stale period. Running it twice adds nothing.
 */
export async function createStaleExportTasks(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  const today = DateTime.fromISO(dayIn(now, domain.TIME_ZONE), { zone: 'utc' })
  const created = await db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [LOCK_KEY])
    const branches = await branchExports(trx)
    const due = branchesNeedingTask(branches, now, domain)
    for (const branch of due) {
      const task = await Task.create(
        {
          firma: branch.firma,
          title: STALE_EXPORT_TASK_TITLE,
          description: staleTaskDescription(branch.lastBatchAt, now, domain.TIME_ZONE),
          dueDate: today,
          priority: 'high',
          status: 'open',
          createdBy: null,
        },
        { client: trx }
      )
      await task.related('assignments').create({ pharmacyCode: branch.pharmacyCode, position: 0 })
    }
    await notifyStaleExports(trx, staleBranches(branches, now, domain), now)
    return due.map((b) => `${b.firma}/${b.pharmacyCode}`)
  })
  logger.info(`export staleness: ${created.length} task(s) created`)
  return { created: created.length, branches: created }
}

export async function createStaleExportTasksHandler() {
  return createStaleExportTasks()
}
