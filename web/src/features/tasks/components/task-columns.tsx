import '../../../components/server-list/column-meta'
import { Anchor } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router-dom'
import { formatDate } from '../../../lib/format'
import { taskDetailPath } from '../../../lib/paths'
import type { Task } from '../task'
import { PriorityDot } from './priority-dot'

const column = createColumnHelper<Task>()

/**
 * The columns the admin's task list and the branch's own share: the title linking to the
 * task (headed as each screen's spec names it), the due date and the priority.
 */
export function taskColumns(titleHeader: string) {
  return [
    column.accessor('title', {
      header: titleHeader,
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
      meta: { sortField: 'priority' },
      cell: (info) => <PriorityDot priority={info.getValue()} withLabel />,
    }),
  ]
}
