import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'
import { OPEN_STATUSES } from '#tasks/rules/task_schedule'
import { STALE_EXPORT_TASK_TITLE } from '#tasks/rules/export_staleness'

/**
 * "Úkol na dnes" for each branch with an open, unticked task due today (Prague day), once
 * per task and branch. The nightly "Nahrajte exporty" task is left out: its branch was
 * just told by the export-staleness notification, which links to the upload itself.
 */
export async function notifyTasksDueToday(
  trx: TransactionClientContract,
  now: Date,
  taskId?: number
) {
  const { rows } = await trx.rawQuery(
    `SELECT t.id, t.firma, t.title, a.pharmacy_code
       FROM tasks t JOIN task_assignments a ON a.task_id = t.id
      WHERE t.due_date = ?::date AND t.status = ANY(?) AND NOT a.done
        AND NOT (t.created_by IS NULL AND t.title = ?)
        ${taskId === undefined ? '' : 'AND t.id = ?'}
      ORDER BY t.id, a.position`,
    [
      dayIn(now, domain.TIME_ZONE),
      OPEN_STATUSES,
      STALE_EXPORT_TASK_TITLE,
      ...(taskId === undefined ? [] : [taskId]),
    ]
  )
  return notify(
    trx,
    rows.map((r: any) => {
      const branch = { firma: r.firma as string, pharmacyCode: r.pharmacy_code as string }
      return {
        kind: 'task_due' as const,
        target: branch,
        params: { taskId: r.id as number, title: r.title as string },
        dedupeKey: dedupeKeys.taskDue(r.id, branch),
      }
    })
  )
}
