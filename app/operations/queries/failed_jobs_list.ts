import type { MemoryList } from '#core/list_memory'
import { QUEUE_NAMES } from '#core/queue'

type FailedJob = {
  queue: string
  id: string
  name: string
  failedReason: string
  failedAt: string | null
  attemptsMade: number
}

/* The newest failed jobs of /admin/jobs under the list contract (at most FAILED_JOBS_SHOWN). */
export const failedJobsList: MemoryList<FailedJob> = {
  contract: {
    sorts: ['queue', 'name', 'failedAt', 'attemptsMade'],
    filters: { queue: { kind: 'enum', values: QUEUE_NAMES } },
  },
  sorts: {
    queue: (j) => j.queue,
    name: (j) => j.name,
    failedAt: (j) => j.failedAt,
    attemptsMade: (j) => j.attemptsMade,
  },
  texts: (j) => [j.name, j.failedReason, j.id, j.queue],
  filters: { queue: (j, value) => j.queue === value },
  export: {
    fileName: 'selhane_ulohy',
    sheet: 'Selhané úlohy',
    columns: [
      { header: 'Úloha', value: (j) => j.name, width: 28 },
      { header: 'Fronta', value: (j) => j.queue, width: 12 },
      { header: 'ID', value: (j) => j.id, width: 24 },
      { header: 'Důvod selhání', value: (j) => j.failedReason, width: 60 },
      { header: 'Selhalo', value: (j) => (j.failedAt ? new Date(j.failedAt) : null), width: 18 },
      { header: 'Pokusy', value: (j) => j.attemptsMade, width: 8 },
    ],
  },
}
