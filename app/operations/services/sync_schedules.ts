import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { getQueue, type QueueName } from '#core/queue'
import { scheduleCatalogue, type Schedule } from '#operations/schedules'

/**
 * The release step: the code's catalogue becomes the patterns every host follows; schedules
 * the code no longer has are dropped from the table (and so from Redis by the workers).
 */
export async function writeSchedules() {
  const catalogue = scheduleCatalogue()
  await db.transaction(async (trx) => {
    for (const s of catalogue) {
      await trx.rawQuery(
        `INSERT INTO job_schedules (id, queue, job, pattern, updated_at) VALUES (?, ?, ?, ?, now())
         ON CONFLICT (id) DO UPDATE SET queue = excluded.queue, job = excluded.job,
           pattern = excluded.pattern, updated_at = now()`,
        [s.id, s.queue, s.job, s.pattern]
      )
    }
    await trx
      .from('job_schedules')
      .whereNotIn(
        'id',
        catalogue.map((s) => s.id)
      )
      .delete()
  })
  return catalogue
}

/** The schedules of a queue as the last release wrote them (a database no release saw gets the catalogue). */
export async function schedulesOf(queue: QueueName): Promise<Schedule[]> {
  const [{ n }] = await db.from('job_schedules').count('* as n')
  if (Number(n) === 0) await writeSchedules()
  return db.from('job_schedules').where('queue', queue).select('id', 'queue', 'job', 'pattern')
}

/**
 * Makes Redis's schedulers of a queue equal to `job_schedules`: each one there is declared
 * with its pattern, any other is removed. Run by each worker of the queue at start and every
 * few minutes, so a Redis that lost its data gets them back and every worker agrees.
 */
export async function reconcileSchedulers(queue: QueueName) {
  const wanted = await schedulesOf(queue)
  const target = getQueue(queue)
  for (const s of wanted) {
    await target.upsertJobScheduler(
      s.id,
      { pattern: s.pattern, tz: 'Europe/Prague' },
      { name: s.job, data: {} }
    )
  }
  const ids = new Set(wanted.map((s) => s.id))
  for (const present of await target.getJobSchedulers(0, -1)) {
    const id = present.key ?? present.id
    if (id && !ids.has(id)) {
      await target.removeJobScheduler(id)
      logger.info(`scheduler ${id} removed from queue ${queue}: not in job_schedules`)
    }
  }
  return wanted
}
