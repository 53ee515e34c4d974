import { useMemo } from 'react'
import type { Task } from '../task'
import { buildAdminTaskColumns, type AdminTaskActions } from './admin-tasks-columns'
import { TasksTable } from './tasks-table'

interface AdminTasksTableProps extends AdminTaskActions {
  tasks: Task[]
}

export function AdminTasksTable({ tasks, onArchive, archivingId }: AdminTasksTableProps) {
  const columns = useMemo(
    () => buildAdminTaskColumns({ onArchive, archivingId }),
    [onArchive, archivingId]
  )
  return <TasksTable tasks={tasks} columns={columns} emptyText="Žádné úkoly." minWidth={860} />
}
