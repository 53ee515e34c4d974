import { useMemo } from 'react'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { userIdOf, type User } from '../../../lib/user'
import { buildUserColumns, type UserRowActions } from './users-columns'

interface UsersTableProps extends UserRowActions {
  /** Must be referentially stable, or the table re-renders forever. */
  users: User[]
}

export function UsersTable({ users, onEdit, onDelete }: UsersTableProps) {
  const columns = useMemo(() => buildUserColumns({ onEdit, onDelete }), [onEdit, onDelete])
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: userIdOf,
  })

  return (
    <DataTable table={table} minWidth={720} testId="users-table" emptyText="Žádní uživatelé." />
  )
}
