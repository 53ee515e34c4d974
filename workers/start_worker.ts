import { Worker } from 'bullmq'
import queueConfig from '#config/queue'
import { getQueue, redisConnection, type QueueName } from '#core/queue'
import { runWithJobLogContext } from '#core/log_context'
import { checkRegistry, loadRegistry, SCHEDULES } from './registry.js'

/* Parsing is CPU-bound: one export at a time per process; PDFs and maintenance can overlap. */
const CONCURRENCY: Record<QueueName, number> = { imports: 1, pdf: 2, maintenance: 1, mail: 2 }

/** Starts the worker of one queue; resolves to a function that closes it gracefully. */
export async function startWorker(queue: QueueName) {
  /* Imported here: the logger service exists only once the app has booted. */
  const { default: logger } = await import('@adonisjs/core/services/logger')
  const { alertFailedJob } = await import('#mail/services/alert_failed_job')
  const registry = await loadRegistry()
  checkRegistry(registry)
  const handlers = registry[queue]
  const connection = redisConnection('worker')
  const worker = new Worker(
    queue,
    async (job) => {
      const handler = handlers[job.name]
      if (!handler) throw new Error(`No handler for job ${job.name} on queue ${queue}`)
      /* Every line the job logs carries its queue and id (#core/log_context). */
      return runWithJobLogContext({ queue, job_id: String(job.id), job: job.name }, () =>
        handler(job)
      )
    },
    {
      connection,
      prefix: queueConfig.prefix,
      concurrency: CONCURRENCY[queue],
      lockDuration: queueConfig.lockDurationMs,
      stalledInterval: queueConfig.lockDurationMs / 2,
    }
  )
  worker.on('error', () => {})
  worker.on('failed', (job, error) => {
    logger.warn(
      {
        queue,
        job_id: job ? String(job.id) : undefined,
        job: job?.name,
        attempt: job?.attemptsMade,
        err: error,
      },
      'job failed'
    )
    /* A job that failed for good (no attempt left) is mailed to the admins (issue #17). */
    if (job) void alertFailedJob(queue, job, error)
  })
  await worker.waitUntilReady()
  for (const schedule of SCHEDULES[queue]) {
    await getQueue(queue).upsertJobScheduler(
      schedule.id,
      { pattern: schedule.pattern, tz: 'Europe/Prague' },
      { name: schedule.job, data: {} }
    )
  }
  return async () => {
    await worker.close()
    connection.disconnect()
  }
}
