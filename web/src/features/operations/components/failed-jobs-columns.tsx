import { Button, Text } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDateTime, formatNumber } from '../../../lib/format'
import { failedJobsList } from '../../../../../contracts/lists/failed_jobs'
import type { FailedJob } from '../api/get-jobs'
import { jobLabel, queueLabel } from '../jobs-labels'
import { JobName } from './job-name'

export interface FailedJobActions {
  onRetry: (job: FailedJob) => void
  /** The row whose retry call is running, if any (`queue/id`). */
  retryingKey: string | null
}

export const failedJobKey = (job: Pick<FailedJob, 'queue' | 'id'>) => `${job.queue}/${job.id}`

const column = listColumnHelper<FailedJob>()(failedJobsList)
const { headers } = failedJobsList

export function buildFailedJobsColumns({ onRetry, retryingKey }: FailedJobActions) {
  return [
    column.accessor('name', {
      header: headers.name,
      cell: (info) => <JobName label={jobLabel(info.getValue())} code={info.getValue()} />,
      meta: { sortField: 'name', card: 'title' },
    }),
    column.accessor('queue', {
      header: headers.queue,
      cell: (info) => queueLabel(info.getValue()),
      meta: { sortField: 'queue' },
    }),
    column.accessor('id', {
      header: headers.id,
      cell: (info) => (
        <Text size="xs" ff="monospace" miw={80} maw={220} style={{ wordBreak: 'break-all' }}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('failedReason', {
      header: headers.failedReason,
      cell: (info) => (
        <Text size="sm" c="red" style={{ wordBreak: 'break-word' }}>
          {info.getValue() || '—'}
        </Text>
      ),
    }),
    column.accessor('failedAt', {
      header: headers.failedAt,
      cell: (info) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(info.getValue())}
        </Text>
      ),
      meta: { sortField: 'failedAt' },
    }),
    column.accessor('attemptsMade', {
      header: headers.attemptsMade,
      cell: (info) => formatNumber(info.getValue()),
      meta: { sortField: 'attemptsMade', align: 'right' },
    }),
    column.display({
      id: 'actions',
      header: headers.actions,
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Button
          size="compact-sm"
          variant="light"
          loading={retryingKey === failedJobKey(row.original)}
          onClick={() => onRetry(row.original)}
        >
          Znovu spustit
        </Button>
      ),
    }),
  ]
}
