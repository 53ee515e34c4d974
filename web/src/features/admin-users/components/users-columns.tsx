import { Badge, Button, Group } from '@mantine/core'
import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate } from '../../../lib/format'
import { roleOf, type User } from '../../../lib/user'

export interface UserRowActions {
  onEdit: (user: User) => void
  onDelete: (user: User) => void
}

const column = createColumnHelper<User>()

export function buildUserColumns({ onEdit, onDelete }: UserRowActions) {
  return [
    column.accessor('username', {
      header: 'Uživatelské jméno',
      meta: { sortField: 'username', card: 'title' },
    }),
    column.accessor('email', { header: 'E-mail', meta: { sortField: 'email' } }),
    column.accessor((user) => roleOf(user), {
      id: 'role',
      header: 'Role',
      meta: { sortField: 'role' },
      cell: (info) => (
        <Badge variant="light" color={info.getValue() === 'admin' ? 'grape' : 'teal'}>
          {info.getValue()}
        </Badge>
      ),
    }),
    column.accessor('pharmacyCode', {
      header: 'Kód pobočky',
      meta: { sortField: 'pharmacyCode' },
      cell: (info) => info.getValue() || '—',
    }),
    column.accessor('createdAt', {
      header: 'Vytvořeno',
      meta: { sortField: 'createdAt' },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Akce',
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => onEdit(row.original)}>
            Upravit
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => onDelete(row.original)}
          >
            Smazat
          </Button>
        </Group>
      ),
    }),
  ]
}
