import { useMemo } from 'react'
import { Badge, Table } from '@mantine/core'
import type { ApiRoutePermission } from '../api/get-permissions'
import { AccessMark } from './access-mark'
import { TableScroll } from '../../../components/table-scroll'

interface ApiPermissionsTableProps {
  routes: ApiRoutePermission[]
}

const methodColors: Record<string, string> = {
  GET: 'blue',
  POST: 'teal',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
}

export function ApiPermissionsTable({ routes }: ApiPermissionsTableProps) {
  const sorted = useMemo(
    () =>
      [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    [routes]
  )

  return (
    <TableScroll minWidth={640}>
      <Table striped withTableBorder data-testid="api-permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metoda</Table.Th>
            <Table.Th>Cesta</Table.Th>
            <Table.Th ta="center">user</Table.Th>
            <Table.Th ta="center">admin</Table.Th>
            <Table.Th>Poznámka</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((route) => {
            const isPublic = route.roles.length === 0
            return (
              <Table.Tr key={`${route.method} ${route.path}`}>
                <Table.Td>
                  <Badge variant="light" color={methodColors[route.method] ?? 'gray'}>
                    {route.method}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {route.path}
                </Table.Td>
                <Table.Td ta="center">
                  <AccessMark allowed={isPublic || route.roles.includes('user')} />
                </Table.Td>
                <Table.Td ta="center">
                  <AccessMark allowed={isPublic || route.roles.includes('admin')} />
                </Table.Td>
                <Table.Td fz="sm" c="dimmed">
                  {isPublic ? 'veřejná' : route.branch ? 'jen vlastní pobočka (admin všechny)' : ''}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
