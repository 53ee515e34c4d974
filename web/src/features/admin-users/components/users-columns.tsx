import { Badge, Button, Group } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate } from '../../../lib/format'
import { roleOf, type User } from '../../../lib/user'
import { adminUsersList } from '../../../../../contracts/lists/admin_users'

export interface UserRowActions {
  onEdit: (user: User) => void
  onDelete: (user: User) => void
}

const column = listColumnHelper<User>()(adminUsersList)
const { headers } = adminUsersList

export function buildUserColumns({ onEdit, onDelete }: UserRowActions) {
  return [
    column.accessor('username', {
      header: headers.username,
      meta: { sortField: 'username', card: 'title' },
    }),
    column.accessor('email', { header: headers.email, meta: { sortField: 'email' } }),
    column.accessor((user) => roleOf(user), {
      id: 'role',
      header: headers.role,
      meta: { sortField: 'role' },
      cell: (info) => (
        <Badge variant="light" color={info.getValue() === 'admin' ? 'grape' : 'teal'}>
          {info.getValue()}
        </Badge>
      ),
    }),
    column.accessor('pharmacyCode', {
      header: headers.pharmacyCode,
      meta: { sortField: 'pharmacyCode' },
      cell: (info) => info.getValue() || '—',
    }),
    column.accessor('createdAt', {
      header: headers.createdAt,
      meta: { sortField: 'createdAt' },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: headers.actions,
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
