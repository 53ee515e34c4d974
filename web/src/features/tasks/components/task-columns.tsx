import { Anchor } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { Link } from 'react-router-dom'
import { formatDate } from '../../../lib/format'
import { taskDetailPath } from '../../../lib/paths'
import { myTasksList, type adminTasksList, type Task } from '../../../../../contracts/lists/tasks'
import { PriorityDot } from './priority-dot'

/* The sort keys both lists have (the caller's list's are the admin's but createdAt). */
const column = listColumnHelper<Task>()(myTasksList)

/**
 * The columns the admin's task list and the branch's own share: the title linking to the
 * task (headed as each screen's spec names it), the due date and the priority.
 */
export function taskColumns({ headers }: typeof adminTasksList | typeof myTasksList) {
  return [
    column.accessor('title', {
      header: headers.title,
      meta: { sortField: 'title', card: 'title' },
      cell: ({ row }) => (
        <Anchor component={Link} to={taskDetailPath(row.original.id)} fw={500}>
          {row.original.title}
        </Anchor>
      ),
    }),
    column.accessor('dueDate', {
      header: headers.dueDate,
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'dueDate' },
    }),
    column.accessor('priority', {
      header: headers.priority,
      meta: { sortField: 'priority' },
      cell: (info) => <PriorityDot priority={info.getValue()} withLabel />,
    }),
  ]
}
