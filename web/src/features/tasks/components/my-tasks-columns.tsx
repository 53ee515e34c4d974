import '../../../components/server-list/column-meta'
import { Checkbox } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import type { Task } from '../task'
import { taskColumns } from './task-columns'
import { TaskStatusBadge } from './task-status-badge'

const column = createColumnHelper<Task>()

export function buildMyTaskColumns(onToggle: (task: Task, done: boolean) => void) {
  return [
    column.display({
      id: 'done',
      header: 'Hotovo',
      meta: { card: 'select' },
      cell: ({ row }) => (
        <Checkbox
          checked={row.original.done}
          onChange={(event) => onToggle(row.original, event.currentTarget.checked)}
          aria-label={`Hotovo: ${row.original.title}`}
          disabled={row.original.status === 'archived'}
        />
      ),
    }),
    ...taskColumns('Úkol'),
    column.accessor('status', {
      header: 'Stav',
      cell: ({ row }) => <TaskStatusBadge task={row.original} />,
      meta: { sortField: 'status' },
    }),
  ]
}
