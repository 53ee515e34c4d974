import db from '@adonisjs/lucid/services/db'

export type LastRun = {
  at: string
  finishedAt: string | null
  status: 'running' | 'completed' | 'failed'
  /** The host whose worker ran it (issue #29); null for runs recorded before hosts were. */
  host: string | null
  result?: unknown
  error?: string
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

/** The latest recorded run of each named job (job_runs), by job name. */
export async function lastRuns(jobs: string[]): Promise<Map<string, LastRun>> {
  if (jobs.length === 0) return new Map()
  const { rows } = await db.rawQuery(
    `SELECT DISTINCT ON (job) job, status, result, error, started_at, finished_at, host
       FROM job_runs WHERE job = ANY(?)
      ORDER BY job, started_at DESC, id DESC`,
    [jobs]
  )
  return new Map(
    rows.map((r: any) => {
      const run: LastRun = {
        at: iso(r.started_at)!,
        finishedAt: iso(r.finished_at),
        status: r.status,
        host: r.host ?? null,
      }
      if (r.status === 'completed') run.result = r.result
      if (r.status === 'failed') run.error = r.error
      return [r.job as string, run]
    })
  )
}
