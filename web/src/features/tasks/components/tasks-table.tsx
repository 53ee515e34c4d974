import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import type { Task } from '../task'

interface TasksTableProps {
  /** Both props must be referentially stable, or the table re-renders forever. */
  tasks: Task[]
  columns: ColumnDef<Task, any>[]
  emptyText: string
  minWidth?: number
}

export function TasksTable({ tasks, columns, emptyText, minWidth = 640 }: TasksTableProps) {
  const table = useReactTable({
    data: tasks,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (task) => task.id,
  })

  return (
    <DataTable
      table={table}
      minWidth={minWidth}
      rowProps={(row) => ({ 'data-testid': 'task-row', 'data-task-id': row.id })}
      emptyText={emptyText}
    />
  )
}
