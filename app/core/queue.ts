import { Queue, QueueEvents, UnrecoverableError } from 'bullmq'
import { Redis } from 'ioredis'
import queueConfig from '#config/queue'
import { redisTarget } from '#config/redis'
import { DomainError } from '#core/domain_error'
import type { QueueName } from '#contracts/lists/failed_jobs'

/**
 * A job refusing what a user sent (a file without one valid row, a wrong header): it fails at
 * once and for good, and its Czech reason is the uploader's answer on their own screen. That
 * is not an operator's problem, so the admins are not mailed about it (see alert_failed_job).
 */
export class RefusedUpload extends UnrecoverableError {}

/*
| The queues are declared once, with the failed-jobs list whose `queue` filter offers them
| (contracts/lists/failed_jobs.ts). `inbox` is served only on hosts that have the export
| inbox (their maintenance workers).
*/
export { QUEUE_NAMES, type QueueName } from '#contracts/lists/failed_jobs'

/** Workers block on Redis and must retry forever; producers must fail fast instead. */
export function redisConnection(role: 'worker' | 'producer') {
  return new Redis({
    ...redisTarget(),
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectTimeout: 2000,
  })
}

const queues = new Map<QueueName, { queue: Queue; connection: Redis }>()
const queueEvents = new Map<QueueName, { events: QueueEvents; connection: Redis }>()

/** One listener per process for the completions of a queue's jobs (used to wait for PDFs). */
export async function getQueueEvents(name: QueueName): Promise<QueueEvents> {
  let entry = queueEvents.get(name)
  if (!entry) {
    const connection = redisConnection('worker')
    connection.on('error', () => {})
    const events = new QueueEvents(name, { connection, prefix: queueConfig.prefix })
    events.on('error', () => {})
    entry = { events, connection }
    queueEvents.set(name, entry)
  }
  await entry.events.waitUntilReady()
  return entry.events
}

export function getQueue(name: QueueName): Queue {
  let entry = queues.get(name)
  if (!entry) {
    const connection = redisConnection('producer')
    connection.on('error', () => {})
    entry = { queue: new Queue(name, { connection, prefix: queueConfig.prefix }), connection }
    entry.queue.on('error', () => {})
    queues.set(name, entry)
  }
  return entry.queue
}

const UNAVAILABLE =
  'Zpracování je dočasně nedostupné (fronta úloh neodpovídá). Zkuste to prosím za chvíli.'

/**
 * A producer's Redis work, given up after `producerTimeoutMs`: a queue whose connection was
 * never ready (Redis down since the process started) waits for it forever otherwise.
 */
export function producerCall<T>(work: () => Promise<T>): Promise<T> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), queueConfig.producerTimeoutMs).unref()
  )
  return Promise.race([work(), timeout])
}

type Retries = { attempts: number; backoff: { type: 'exponential' | 'fixed'; delay: number } }

/** Adds a job whose payload carries ids only; the deterministic jobId makes re-adding a no-op. */
export async function enqueue(
  name: QueueName,
  jobName: string,
  data: Record<string, string | number>,
  jobId: string,
  retries: Retries = { attempts: queueConfig.attempts, backoff: queueConfig.backoff }
) {
  try {
    await producerCall(() =>
      getQueue(name).add(jobName, data, {
        jobId,
        attempts: retries.attempts,
        backoff: retries.backoff,
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 5000 },
      })
    )
  } catch {
    throw new DomainError('QUEUE_UNAVAILABLE', 503, UNAVAILABLE)
  }
}

/**
 * Closes every queue and listener this process opened, and the connections given to them:
 * BullMQ closes only the connections it made itself (its blocking duplicate), never ours,
 * and one left open keeps the process alive after SIGTERM.
 */
export async function closeQueues() {
  for (const { queue, connection } of queues.values()) {
    await queue.close().catch(() => {})
    connection.disconnect()
  }
  queues.clear()
  for (const { events, connection } of queueEvents.values()) {
    await events.close().catch(() => {})
    connection.disconnect()
  }
  queueEvents.clear()
}

/**
 * What became of a job that a record still shows as queued or running:
 * - `failed`: BullMQ gave up on it without its handler saying so (a worker died on it twice:
 *   "stalled more than allowable limit"); the record is to be marked failed;
 * - `missing`: Redis no longer holds it (a Redis failover lost its last writes, a Redis that
 *   restarted empty, issue #34); the record is the truth and the job is queued again under
 *   the same id (#operations/services/recover_lost_jobs);
 * - `held`: waiting, delayed, running or finished; null when Redis cannot tell.
 */
export async function jobState(
  name: QueueName,
  jobId: string
): Promise<'failed' | 'missing' | 'held' | null> {
  try {
    const job = await producerCall(() => getQueue(name).getJob(jobId))
    if (!job) return 'missing'
    const state = await producerCall(() => job.getState())
    if (state === 'unknown') return 'missing'
    return state === 'failed' ? 'failed' : 'held'
  } catch {
    return null
  }
}
