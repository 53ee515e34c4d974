import { Text } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { formatNumber } from '../../../lib/format'
import type { QueueCounts } from '../api/get-jobs'
import { queueLabel } from '../jobs-labels'
import { JobName } from './job-name'

const column = createColumnHelper<QueueCounts>()
const count = (
  header: string,
  key: Exclude<keyof QueueCounts, 'name' | 'workers'>,
  alert = false
) =>
  column.accessor(key, {
    header,
    cell: (info) => {
      const highlight = alert && info.getValue() > 0
      return (
        <Text size="sm" c={highlight ? 'red' : undefined} fw={highlight ? 600 : 400}>
          {formatNumber(info.getValue())}
        </Text>
      )
    },
  })

export const queuesColumns = [
  column.accessor('name', {
    header: 'Fronta',
    cell: (info) => <JobName label={queueLabel(info.getValue())} code={info.getValue()} />,
  }),
  count('Čeká', 'waiting'),
  count('Běží', 'active'),
  count('Selhalo', 'failed', true),
  count('Odloženo', 'delayed'),
  count('Dokončeno', 'completed'),
  column.accessor('workers', {
    header: 'Workery',
    /* Which hosts serve the queue now (issue #29); none while jobs wait is a queue stuck for ever. */
    cell: (info) => {
      const workers = info.getValue()
      const stuck = info.row.original.waiting > 0
      if (workers.length === 0)
        return (
          <Text size="sm" c={stuck ? 'red' : 'dimmed'} fw={stuck ? 600 : 400}>
            žádný
          </Text>
        )
      const hosts = [...new Set(workers.map((w) => w.host ?? '?'))]
      return (
        <Text size="sm" title={workers.map((w) => `${w.host}:${w.pid}`).join(', ')}>
          {formatNumber(workers.length)} ({hosts.join(', ')})
        </Text>
      )
    },
  }),
]
