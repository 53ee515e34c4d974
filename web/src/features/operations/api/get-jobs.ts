import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { failedJobsList, type FailedJob } from '../../../../../contracts/lists/failed_jobs'

/** A worker connected to a queue now (issue #29): its host, process and time up. */
export interface QueueWorker {
  host: string | null
  pid: number | null
  upSeconds: number
}

export interface QueueCounts {
  name: string
  waiting: number
  active: number
  failed: number
  delayed: number
  completed: number
  workers: QueueWorker[]
}

export interface LastRun {
  at: string
  finishedAt: string | null
  status: 'running' | 'completed' | 'failed'
  /** The host whose worker ran it. */
  host: string | null
  result?: unknown
  error?: string
}

export interface Scheduler {
  queue: string
  id: string
  job: string
  pattern: string | null
  tz: string | null
  /** Null until the queue's worker has registered the scheduler. */
  next: string | null
  lastRun: LastRun | null
}

/** A failed job: the row of the failed-jobs list (contracts/lists/failed_jobs.ts). */
export type { FailedJob }

/** What a run-now reaches: the chain's branches and firmy, the firmy with a pool and theirs. */
export interface JobScope {
  branches: number
  firmy: number
  poolFirmy: number
  poolBranches: number
}

export interface JobsOverview {
  scope: JobScope
  queues: QueueCounts[]
  schedulers: Scheduler[]
  failed: FailedJob[]
}

export const jobsKey = ['admin-jobs'] as const

/* Counts move while jobs run; the page follows them without a manual reload. */
const REFRESH_MS = 10_000

const failedOf = (overview: JobsOverview) => overview.failed

/** How the page reads the failed jobs' list state from the address. */
export const failedJobsListOptions = { filters: Object.keys(failedJobsList.filters) }

/**
 * The overview with one page of the failed jobs, as the server searches, filters and sorts
 * them (the list contract on `failed`); the queues and schedulers are in the page's body.
 */
export function useJobs(state: ListState) {
  return usePathList<FailedJob, JobsOverview>({
    key: jobsKey,
    path: '/admin/jobs',
    state,
    rowsOf: failedOf,
    refetchInterval: REFRESH_MS,
  })
}
