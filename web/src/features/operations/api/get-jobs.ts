import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface QueueCounts {
  name: string
  waiting: number
  active: number
  failed: number
  delayed: number
  completed: number
}

export interface LastRun {
  at: string
  finishedAt: string | null
  status: 'running' | 'completed' | 'failed'
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

export interface FailedJob {
  queue: string
  id: string
  name: string
  failedReason: string
  failedAt: string | null
  attemptsMade: number
}

export interface JobsOverview {
  queues: QueueCounts[]
  schedulers: Scheduler[]
  failed: FailedJob[]
}

export const jobsKey = ['admin-jobs'] as const

/* Counts move while jobs run; the page follows them without a manual reload. */
const REFRESH_MS = 10_000

export function getJobs() {
  return api.get<JobsOverview>('/admin/jobs')
}

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobsKey, queryFn: getJobs, refetchInterval: REFRESH_MS })

export function useJobs() {
  return useQuery(jobsQueryOptions())
}
