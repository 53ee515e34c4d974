import '../../../components/server-list/column-meta'
import { Button, Text } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDateTime } from '../../../lib/format'
import type { Scheduler } from '../api/get-jobs'
import { describePattern, jobLabel, queueLabel } from '../jobs-labels'
import { JobName } from './job-name'
import { LastRunCell } from './last-run-cell'

const column = createColumnHelper<Scheduler>()

export interface SchedulerActions {
  onRun: (job: string) => void
  /** The job whose run-now call is on its way, if any. */
  running: string | null
}

export const buildSchedulersColumns = ({ onRun, running }: SchedulerActions) => [
  /* The queue beside the code, under the name: a column fewer, so the table fits 1024 px. */
  column.accessor('job', {
    header: 'Úloha',
    cell: (info) => (
      <JobName
        label={jobLabel(info.getValue())}
        code={info.getValue()}
        queue={queueLabel(info.row.original.queue)}
      />
    ),
  }),
  column.accessor('pattern', {
    header: 'Plán',
    cell: (info) => (
      <Text size="sm" title={info.getValue() ?? undefined} style={{ whiteSpace: 'nowrap' }}>
        {describePattern(info.getValue())}
      </Text>
    ),
  }),
  column.accessor('next', {
    header: 'Další běh',
    // The worker of the queue registers its schedulers when it starts.
    cell: (info) =>
      info.getValue() ? (
        <Text size="sm">{formatDateTime(info.getValue())}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Neregistrováno
        </Text>
      ),
  }),
  column.accessor('lastRun', {
    header: 'Poslední běh',
    cell: (info) => <LastRunCell run={info.getValue()} />,
  }),
  column.display({
    id: 'actions',
    header: 'Akce',
    meta: { card: 'actions' },
    cell: ({ row }) => (
      <Button
        size="compact-sm"
        variant="light"
        loading={running === row.original.job}
        onClick={() => onRun(row.original.job)}
        aria-label={`Spustit teď: ${jobLabel(row.original.job)}`}
      >
        Spustit teď
      </Button>
    ),
  }),
]
