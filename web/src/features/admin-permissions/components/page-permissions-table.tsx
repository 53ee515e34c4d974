import { useMemo } from 'react'
import { Table } from '@mantine/core'
import { isAllowed, type RouteAccess } from '../../../lib/access'
import { AccessMark } from './access-mark'
import { TableScroll } from '../../../components/table-scroll'

export interface PageRoute {
  path: string
  access: RouteAccess
  title: string
}

const accessLabels: Record<RouteAccess, string> = {
  public: 'veřejná',
  user: 'jen uživatel',
  admin: 'jen administrátor',
  both: 'uživatel i administrátor (layout podle role)',
}

export function PagePermissionsTable({ routes }: { routes: PageRoute[] }) {
  const sorted = useMemo(() => [...routes].sort((a, b) => a.path.localeCompare(b.path)), [routes])

  return (
    <TableScroll minWidth={640}>
      <Table striped withTableBorder data-testid="page-permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cesta</Table.Th>
            <Table.Th>Obrazovka</Table.Th>
            <Table.Th ta="center">user</Table.Th>
            <Table.Th ta="center">admin</Table.Th>
            <Table.Th>Přístup</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((route) => (
            <Table.Tr key={route.path}>
              <Table.Td ff="monospace" fz="sm">
                {route.path}
              </Table.Td>
              <Table.Td>{route.title}</Table.Td>
              <Table.Td ta="center">
                <AccessMark allowed={isAllowed(route.access, 'user')} />
              </Table.Td>
              <Table.Td ta="center">
                <AccessMark allowed={isAllowed(route.access, 'admin')} />
              </Table.Td>
              <Table.Td fz="sm" c="dimmed">
                {accessLabels[route.access]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
