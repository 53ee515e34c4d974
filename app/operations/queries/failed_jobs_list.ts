import { excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import {
  failedJobsList as list,
  type FailedJob,
  type FailedJobSort,
} from '#contracts/lists/failed_jobs'

/*
| The newest failed jobs of /admin/jobs (at most FAILED_JOBS_SHOWN) under the list contract
| (contracts/lists/failed_jobs.ts), searched, filtered and sorted in code.
*/
export const failedJobsList: MemoryList<FailedJob, FailedJobSort> = {
  contract: list,
  sorts: {
    queue: (j) => j.queue,
    name: (j) => j.name,
    failedAt: (j) => j.failedAt,
    attemptsMade: (j) => j.attemptsMade,
  },
  texts: (j) => [j.name, j.failedReason, j.id, j.queue],
  filters: { queue: (j, value) => j.queue === value },
  export: excelExport<typeof list, FailedJob>(list, {
    name: (j) => j.name,
    queue: (j) => j.queue,
    id: (j) => j.id,
    failedReason: (j) => j.failedReason,
    failedAt: (j) => (j.failedAt ? new Date(j.failedAt) : null),
    attemptsMade: (j) => j.attemptsMade,
  }),
}
