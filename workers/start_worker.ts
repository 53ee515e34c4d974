import { Worker } from 'bullmq'
import queueConfig from '#config/queue'
import { getQueue, redisConnection, type QueueName } from '#core/queue'
import { checkRegistry, loadRegistry, SCHEDULES } from './registry.js'

/* Parsing is CPU-bound: one export at a time per process; PDFs and maintenance can overlap. */
const CONCURRENCY: Record<QueueName, number> = { imports: 1, pdf: 2, maintenance: 1 }

/** Starts the worker of one queue; resolves to a function that closes it gracefully. */
export async function startWorker(queue: QueueName) {
  const registry = await loadRegistry()
  checkRegistry(registry)
  const handlers = registry[queue]
  const connection = redisConnection('worker')
  const worker = new Worker(
    queue,
    async (job) => {
      const handler = handlers[job.name]
      if (!handler) throw new Error(`No handler for job ${job.name} on queue ${queue}`)
      return handler(job)
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
