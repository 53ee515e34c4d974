import db from '@adonisjs/lucid/services/db'
import { notifyTasksDueToday } from '#tasks/services/notify_due_tasks'
import { dbNow } from '#core/clock'

/** The morning job of the maintenance queue; a second run the same day adds nothing. */
export async function notifyDueTasksHandler() {
  const now = await dbNow()
  const notified = await db.transaction((trx) => notifyTasksDueToday(trx, now))
  return { notified }
}
