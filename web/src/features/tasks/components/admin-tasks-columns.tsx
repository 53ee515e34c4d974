import { Badge, Button, Text } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import type { Task } from '../task'
import { adminTasksList } from '../../../../../contracts/lists/tasks'
import { taskColumns } from './task-columns'
import { statusLabel } from './task-labels'
import { TaskProgress } from './task-progress'

export interface AdminTaskActions {
  onArchive: (task: Task) => void
  /** The task whose archive call is running, if any. */
  archivingId: string | null
}

const column = listColumnHelper<Task>()(adminTasksList)
const { headers } = adminTasksList

export function buildAdminTaskColumns({ onArchive, archivingId }: AdminTaskActions) {
  return [
    ...taskColumns(adminTasksList),
    column.accessor('status', {
      header: headers.status,
      meta: { sortField: 'status' },
      cell: (info) => <Text size="sm">{statusLabel(info.getValue())}</Text>,
    }),
    column.display({
      id: 'progress',
      header: headers.progress,
      cell: ({ row }) => <TaskProgress task={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: headers.actions,
      meta: { card: 'actions' },
      // Archived is terminal: a badge instead of the button (spec §2.9).
      cell: ({ row }) =>
        row.original.status === 'archived' ? (
          <Badge color="gray" variant="light" tt="none">
            Archivováno
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={archivingId === row.original.id}
            onClick={() => onArchive(row.original)}
          >
            Archivovat
          </Button>
        ),
    }),
  ]
}
