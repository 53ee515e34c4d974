import type { Redis } from 'ioredis'
import db from '@adonisjs/lucid/services/db'
import { getQueue, QUEUE_NAMES, type QueueName } from '#core/queue'
import { isDraining } from '#core/lifecycle'

/* A dependency that does not answer within this long counts as down: the check never hangs. */
export const HEALTH_TIMEOUT_MS = 1500

type Check = { ok: boolean; latencyMs: number | null; error?: 'timeout' | 'unavailable' }
type QueueDepth = { waiting: number; active: number; delayed: number; failed: number }

export type Health = {
  status: 'ok' | 'degraded' | 'down'
  message?: string
  checks: {
    database: Check
    redis: Check
    queues: Record<QueueName, QueueDepth> | null
  }
  time: string
}

class Timeout extends Error {}

/** Runs a probe against the deadline; reports the outcome, never the error's text (hosts, URLs). */
async function probe<T>(
  deadline: number,
  run: () => Promise<T>
): Promise<{ check: Check; value?: T }> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), Math.max(deadline - Date.now(), 0))
  })
  const running = run()
  running.catch(() => {})
  try {
    const value = await Promise.race([running, timeout])
    return { check: { ok: true, latencyMs: Math.round(performance.now() - started) }, value }
  } catch (error) {
    const reason = error instanceof Timeout ? 'timeout' : 'unavailable'
    return { check: { ok: false, latencyMs: null, error: reason } }
  } finally {
    clearTimeout(timer)
  }
}

/** `waiting` includes paused and prioritized jobs, as on /admin/jobs: all wait for a worker. */
async function queueDepth(name: QueueName): Promise<QueueDepth> {
  const c = await getQueue(name).getJobCounts(
    'waiting',
    'paused',
    'prioritized',
    'active',
    'delayed',
    'failed'
  )
  return {
    waiting: (c.waiting ?? 0) + (c.paused ?? 0) + (c.prioritized ?? 0),
    active: c.active ?? 0,
    delayed: c.delayed ?? 0,
    failed: c.failed ?? 0,
  }
}

async function redisWithQueues() {
  /* The producers' connection: it fails at once when Redis is away (no offline queue). */
  const client = (await getQueue('imports').client) as unknown as Redis
  await client.ping()
  const depths = await Promise.all(QUEUE_NAMES.map(queueDepth))
  return Object.fromEntries(QUEUE_NAMES.map((name, i) => [name, depths[i]])) as Record<
    QueueName,
    QueueDepth
  >
}

/**
 * PostgreSQL and Redis answer (checked in parallel, each within HEALTH_TIMEOUT_MS) and
 * the depth of each BullMQ queue. `down` when the database does not answer (nothing
 * works), `degraded` when only Redis does not (uploads, PDFs and logins fail).
 */
export async function checkHealth(): Promise<Health> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  const [database, redis] = await Promise.all([
    probe(deadline, () => db.rawQuery('select 1')),
    probe(deadline, redisWithQueues),
  ])
  const problems = [
    ...(database.check.ok ? [] : ['Databáze neodpovídá.']),
    ...(redis.check.ok ? [] : ['Redis (fronty úloh, limity přihlášení) neodpovídá.']),
  ]
  return {
    status: !database.check.ok ? 'down' : !redis.check.ok ? 'degraded' : 'ok',
    ...(problems.length > 0 ? { message: problems.join(' ') } : {}),
    checks: { database: database.check, redis: redis.check, queues: redis.value ?? null },
    time: new Date().toISOString(),
  }
}

/*
| Readiness (issue #29): whether the balancer should send this process requests. Not while it
| leaves the fleet, nor while its database does not answer; Redis down alone does not take
| it out, since every host would then leave at the same moment and reads work without Redis.
*/
const READY_TIMEOUT_MS = 1000

export async function checkReady(): Promise<{ ready: boolean; reason?: 'draining' | 'database' }> {
  if (isDraining()) return { ready: false, reason: 'draining' }
  const database = await probe(Date.now() + READY_TIMEOUT_MS, () => db.rawQuery('select 1'))
  if (isDraining()) return { ready: false, reason: 'draining' }
  return database.check.ok ? { ready: true } : { ready: false, reason: 'database' }
}
