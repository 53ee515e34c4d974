import { hostname } from 'node:os'
import { DelayedError, Worker, type Job } from 'bullmq'
import queueConfig from '#config/queue'
import { redisConnection, type QueueName } from '#core/queue'
import { runWithJobLogContext } from '#core/log_context'
import { jobDuration } from '#core/metrics'
import { isDatabaseUnavailable, noteDatabaseError } from '#core/db_unavailable'
import { checkRegistry, loadRegistry, type Handler } from './registry.js'

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

/* Records whose job Redis lost (a failover, issue #34) are queued again this often. */
const RECOVER_MS = 15_000

/* A job that lost the database waits this long and runs again, however long the outage. */
const OUTAGE_RETRY_MS = 3000

/**
 * Runs a job; when it ends because PostgreSQL went away (a failover, a restart: issue #34),
 * the job is put back as delayed instead of failing: that spends none of its attempts, so
 * no upload ends "selhalo" because of a switch, and it runs again once the database is back
 * (its handler is idempotent: it starts over from what the database committed).
 */
async function outlastingOutages(
  job: Job,
  token: string | undefined,
  run: () => Promise<unknown>,
  warn: (fields: object, message: string) => void
) {
  try {
    return await run()
  } catch (error) {
    noteDatabaseError(error)
    if (!isDatabaseUnavailable(error) || !token) throw error
    try {
      await job.moveToDelayed(Date.now() + OUTAGE_RETRY_MS, token)
    } catch {
      throw error
    }
    warn({ err: error }, 'job waits for the database')
    throw new DelayedError()
  }
}

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
    async (job, token) => {
      const handler: Handler | undefined = handlers[job.name]
      if (!handler) throw new Error(`No handler for job ${job.name} on queue ${queue}`)
      /* Every line the job logs carries its queue and id (#core/log_context). */
      return runWithJobLogContext({ queue, job_id: String(job.id), job: job.name }, () =>
        outlastingOutages(
          job,
          token,
          () => handler(job),
          (fields, message) => logger.warn(fields, message)
        )
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
  const { recoverLostJobs, recoversLostJobs } =
    await import('#operations/services/recover_lost_jobs')
  const recover = async () => {
    try {
      const { requeued, failed } = await recoverLostJobs(queue)
      if (requeued.length + failed.length > 0)
        logger.warn({ queue, requeued, failed }, 'jobs Redis had lost were recovered')
    } catch (error) {
      /* The database or Redis is away; the next round tries again. */
      logger.debug({ err: error, queue }, 'lost jobs not recovered')
    }
  }
  const recovery = recoversLostJobs(queue) ? setInterval(recover, RECOVER_MS) : null
  if (recovery) void recover()
  return async () => {
    clearInterval(timer)
    if (recovery) clearInterval(recovery)
    await worker.close()
    connection.disconnect()
  }
}
