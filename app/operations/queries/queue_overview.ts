import type { Job } from 'bullmq'
import { getQueue, QUEUE_NAMES, type QueueName } from '#core/queue'
import { jobScope } from '#operations/queries/job_scope'
import { lastRuns } from '#operations/queries/last_runs'
import { schedulesOf } from '#operations/services/sync_schedules'
import { scheduleCatalogue } from '#operations/schedules'
import { fromRedis } from '#operations/queries/from_redis'
import type { FailedJob } from '#contracts/lists/failed_jobs'

/* The admin page lists this many of the newest failed jobs over all queues. */
export const FAILED_JOBS_SHOWN = 50

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null)

/** Job counts per queue; `waiting` includes paused and prioritized jobs (all wait for a worker). */
async function queueCounts(name: QueueName) {
  const c = await getQueue(name).getJobCounts(
    'waiting',
    'paused',
    'prioritized',
    'active',
    'failed',
    'delayed',
    'completed'
  )
  return {
    name,
    waiting: (c.waiting ?? 0) + (c.paused ?? 0) + (c.prioritized ?? 0),
    active: c.active ?? 0,
    failed: c.failed ?? 0,
    delayed: c.delayed ?? 0,
    completed: c.completed ?? 0,
  }
}

/**
 * The schedulers of job_schedules (declared by each worker of the queue) and any other one
 * Redis holds; `next` is null until a worker of the queue has registered it.
 */
async function schedulers(
  name: QueueName,
  declaredAll: { id: string; job: string; pattern: string }[]
) {
  const stored = await getQueue(name).getJobSchedulers(0, -1, true)
  const byId = new Map(stored.map((s) => [s.key, s]))
  const declared = declaredAll.map((s) => ({ id: s.id, job: s.job, pattern: s.pattern }))
  const extra = stored
    .filter((s) => !declared.some((d) => d.id === s.key))
    .map((s) => ({ id: s.key, job: s.name, pattern: s.pattern ?? null }))
  return [...declared, ...extra].map((s) => ({
    queue: name,
    ...s,
    tz: byId.get(s.id)?.tz ?? null,
    next: iso(byId.get(s.id)?.next),
  }))
}

/** The newest failed jobs of a queue (a job removed meanwhile comes back empty). */
async function failedJobs(name: QueueName) {
  const jobs = await getQueue(name).getFailed(0, FAILED_JOBS_SHOWN - 1)
  return jobs.filter(Boolean).map((job) => failedView(name, job as Job))
}

function failedView(queue: QueueName, job: Job): FailedJob {
  return {
    queue,
    id: String(job.id),
    name: job.name,
    failedReason: job.failedReason ?? '',
    failedAt: iso(job.finishedOn),
    attemptsMade: job.attemptsMade,
  }
}

/** The workers connected to a queue now, named `host:pid`, each with how long it has been up. */
async function workersOf(name: QueueName) {
  const clients = await getQueue(name).getWorkers()
  return clients.map((c: Record<string, string>) => {
    const named = /:w:(.+)$/.exec(c.rawname ?? '')?.[1] ?? ''
    const [host, pid] = named.includes(':') ? named.split(/:(?=[^:]*$)/) : [named, '']
    return { host: host || null, pid: pid ? Number(pid) : null, upSeconds: Number(c.age ?? 0) }
  })
}

/**
 * Everything /admin/jobs shows: queue counts with the workers alive on each, schedulers
 * with their last run (and the host that ran it), failed jobs, and what a run-now reaches.
 */
export async function jobsOverview() {
  const declared = await Promise.all(QUEUE_NAMES.map((name) => schedulesOf(name)))
  const perQueue = await fromRedis(() =>
    Promise.all(
      QUEUE_NAMES.map(async (name, i) => ({
        counts: { ...(await queueCounts(name)), workers: await workersOf(name) },
        schedulers: await schedulers(name, declared[i]),
        failed: await failedJobs(name),
      }))
    )
  )
  /* In the catalogue's order (the day's order of the jobs), whatever queue each is on. */
  const order = scheduleCatalogue().map((c) => c.id)
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
  const allSchedulers = perQueue
    .flatMap((q) => q.schedulers)
    .sort((a, b) => rank(a.id) - rank(b.id))
  const [runs, scope] = await Promise.all([
    lastRuns([...new Set(allSchedulers.map((s) => s.job))]),
    jobScope(),
  ])
  return {
    scope,
    queues: perQueue.map((q) => q.counts),
    schedulers: allSchedulers.map((s) => ({ ...s, lastRun: runs.get(s.job) ?? null })),
    failed: perQueue
      .flatMap((q) => q.failed)
      .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''))
      .slice(0, FAILED_JOBS_SHOWN),
  }
}
