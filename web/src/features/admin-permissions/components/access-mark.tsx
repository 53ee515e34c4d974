import { Box, Text } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import type { Role } from '../../../lib/user'

export function AccessMark({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <Text span c="teal.8" fw={700} role="img" aria-label="ano">
      ✓
    </Text>
  ) : (
    <Text span c="dimmed" role="img" aria-label="ne">
      –
    </Text>
  )
}

const ROLES: Role[] = ['user', 'admin']

/** A column per role, its header and mark centred: may the role open the row's route. */
export function roleColumns<T>(allowed: (row: T, role: Role) => boolean): ColumnDef<T>[] {
  return ROLES.map((role) => ({
    id: role,
    header: () => <Box ta="center">{role}</Box>,
    cell: ({ row }) => (
      <Box ta="center">
        <AccessMark allowed={allowed(row.original, role)} />
      </Box>
    ),
  }))
}

/** A route's path, as code. */
export const PathText = ({ path }: { path: string }) => (
  <Text span ff="monospace" fz="sm">
    {path}
  </Text>
)

/** The note at the end of a row. */
export const NoteText = ({ children }: { children: string }) => (
  <Text span fz="sm" c="dimmed">
    {children}
  </Text>
)
