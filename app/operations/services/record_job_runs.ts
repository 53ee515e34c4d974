import { hostname } from 'node:os'
import type { Job } from 'bullmq'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'

type Handler = (job: Job) => Promise<unknown>

/* Enough history to see a month of nightly runs; older rows of a job are dropped. */
const RUNS_KEPT_PER_JOB = 60
const ERROR_MAX_LENGTH = 2000

/* Recording must never decide a job's outcome: a failed write is logged, the job goes on. */
async function quietly<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write()
  } catch (error) {
    logger.warn({ err: error }, 'job run not recorded')
    return null
  }
}

async function start(queue: string, job: Job) {
  const [row] = await db
    .table('job_runs')
    .insert({ queue, job: job.name, job_id: job.id ?? null, host: hostname() })
    .returning('id')
  return Number(row.id)
}

async function finish(runId: number, job: string, outcome: { result?: unknown; error?: string }) {
  await db
    .from('job_runs')
    .where('id', runId)
    .update({
      status: outcome.error === undefined ? 'completed' : 'failed',
      result: outcome.error === undefined ? JSON.stringify(outcome.result ?? null) : null,
      error: outcome.error?.slice(0, ERROR_MAX_LENGTH) ?? null,
      finished_at: db.knexRawQuery('now()'),
    })
  await db.rawQuery(
    `DELETE FROM job_runs WHERE job = ? AND id < (
       SELECT min(id) FROM (SELECT id FROM job_runs WHERE job = ? ORDER BY id DESC LIMIT ?) kept)`,
    [job, job, RUNS_KEPT_PER_JOB]
  )
}

function recorded(queue: string, handler: Handler): Handler {
  return async (job) => {
    const runId = await quietly(() => start(queue, job))
    try {
      const result = await handler(job)
      if (runId !== null) await quietly(() => finish(runId, job.name, { result }))
      return result
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (runId !== null) await quietly(() => finish(runId, job.name, { error: message }))
      throw error
    }
  }
}

/**
 * Wraps the handlers of the scheduled jobs of a queue so that each run (by its scheduler
 * or enqueued by hand) leaves a `job_runs` row with its result or error.
 */
export function recordScheduledRuns<H extends Record<string, Handler>>(
  queue: string,
  handlers: H,
  schedules: { queue: string; job: string }[]
): H {
  const scheduled = new Set(schedules.filter((s) => s.queue === queue).map((s) => s.job))
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      scheduled.has(name) ? recorded(queue, handler) : handler,
    ])
  ) as H
}
