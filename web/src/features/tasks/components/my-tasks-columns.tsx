import { Checkbox } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import type { Task } from '../task'
import { myTasksList } from '../../../../../contracts/lists/tasks'
import { taskColumns } from './task-columns'
import { TaskStatusBadge } from './task-status-badge'

const column = listColumnHelper<Task>()(myTasksList)
const { headers } = myTasksList

export function buildMyTaskColumns(onToggle: (task: Task, done: boolean) => void) {
  return [
    column.display({
      id: 'done',
      header: headers.done,
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
    ...taskColumns(myTasksList),
    column.accessor('status', {
      header: headers.status,
      cell: ({ row }) => <TaskStatusBadge task={row.original} />,
      meta: { sortField: 'status' },
    }),
  ]
}
