import { hostname } from 'node:os'
import { Worker } from 'bullmq'
import queueConfig from '#config/queue'
import { redisConnection, type QueueName } from '#core/queue'
import { runWithJobLogContext } from '#core/log_context'
import { jobDuration } from '#core/metrics'
import { checkRegistry, loadRegistry } from './registry.js'

/* Parsing is CPU-bound: one export at a time per process; PDFs and maintenance can overlap. */
const CONCURRENCY: Record<QueueName, number> = {
  imports: 1,
  pdf: 2,
  maintenance: 1,
  mail: 2,
  inbox: 1,
}

/* Schedulers are made equal to job_schedules this often too, not only at start (a Redis that
   restarted without its data has them back within minutes). */
const RECONCILE_MS = 5 * 60_000

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
      /* /admin/jobs lists the workers alive per queue by this name (issue #29). */
      name: `${hostname()}:${process.pid}`,
    }
  )
  worker.on('error', () => {})
  worker.on('completed', (job) => {
    const seconds = ((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000
    jobDuration.observe({ queue, job: job.name, outcome: 'completed' }, seconds)
  })
  worker.on('failed', (job, error) => {
    if (job) {
      const seconds = ((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000
      jobDuration.observe({ queue, job: job.name, outcome: 'failed' }, seconds)
    }
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
  const { reconcileSchedulers } = await import('#operations/services/sync_schedules')
  const reconcile = () =>
    reconcileSchedulers(queue).catch((error) =>
      logger.warn({ err: error, queue }, 'schedulers not reconciled')
    )
  await reconcile()
  const timer = setInterval(reconcile, RECONCILE_MS)
  return async () => {
    clearInterval(timer)
    await worker.close()
    connection.disconnect()
  }
}
