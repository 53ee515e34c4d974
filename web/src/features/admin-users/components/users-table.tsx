import { useMemo } from 'react'
import { Table, Text } from '@mantine/core'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
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
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        data-testid="users-table"
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="sm">
                  Žádní uživatelé.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
