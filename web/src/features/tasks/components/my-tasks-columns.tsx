import '../../../components/server-list/column-meta'
import { Anchor, Checkbox } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router-dom'
import { formatDate } from '../../../lib/format'
import { taskDetailPath } from '../../../lib/paths'
import type { Task } from '../task'
import { PriorityDot } from './priority-dot'
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
    column.accessor('title', {
      header: 'Úkol',
      meta: { sortField: 'title', card: 'title' },
      cell: ({ row }) => (
        <Anchor component={Link} to={taskDetailPath(row.original.id)} fw={500}>
          {row.original.title}
        </Anchor>
      ),
    }),
    column.accessor('dueDate', {
      header: 'Termín',
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'dueDate' },
    }),
    column.accessor('priority', {
      header: 'Priorita',
      cell: (info) => <PriorityDot priority={info.getValue()} withLabel />,
      meta: { sortField: 'priority' },
    }),
    column.accessor('status', {
      header: 'Stav',
      cell: ({ row }) => <TaskStatusBadge task={row.original} />,
      meta: { sortField: 'status' },
    }),
  ]
}
