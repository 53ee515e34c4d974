import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/* The newest failed jobs of all queues (/admin/jobs, its `failed` list). */

/**
 * The queues of the background jobs, declared here once: app/core/queue takes them from
 * this list, so the `queue` filter offers exactly the queues the workers run.
 */
export const QUEUE_NAMES = ['imports', 'pdf', 'maintenance', 'mail', 'inbox'] as const

export type QueueName = (typeof QUEUE_NAMES)[number]

/** A failed job as the API returns it. */
export interface FailedJob {
  queue: QueueName
  id: string
  name: string
  failedReason: string
  /** ISO time; null when the queue kept none. */
  failedAt: string | null
  attemptsMade: number
}

export const failedJobsList = defineList({
  sorts: ['queue', 'name', 'failedAt', 'attemptsMade'],
  filters: { queue: { kind: 'enum', values: QUEUE_NAMES } },
  headers: {
    name: 'Úloha',
    queue: 'Fronta',
    id: 'ID',
    failedReason: 'Důvod selhání',
    failedAt: 'Selhalo',
    attemptsMade: 'Pokusy',
    actions: 'Akce',
  },
  excel: {
    fileName: 'selhane_ulohy',
    sheet: 'Selhané úlohy',
    columns: [
      { key: 'name', width: 28 },
      { key: 'queue', width: 12 },
      { key: 'id', width: 24 },
      { key: 'failedReason', width: 60 },
      { key: 'failedAt', width: 18 },
      { key: 'attemptsMade', width: 8 },
    ],
  },
})

export type FailedJobSort = SortOf<typeof failedJobsList>
export type FailedJobFilter = FilterOf<typeof failedJobsList>
