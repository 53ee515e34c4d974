import { useMemo } from 'react'
import { Badge } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import type { ApiRoutePermission } from '../api/get-permissions'
import { NoteText, PathText, roleColumns } from './access-mark'
import { ListTable } from '../../../components/list-table'

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

const isPublic = (route: ApiRoutePermission) => route.roles.length === 0

const column = createColumnHelper<ApiRoutePermission>()
const columns = [
  column.accessor('method', {
    header: 'Metoda',
    cell: (info) => (
      <Badge variant="light" color={methodColors[info.getValue()] ?? 'gray'}>
        {info.getValue()}
      </Badge>
    ),
  }),
  column.accessor('path', { header: 'Cesta', cell: (info) => <PathText path={info.getValue()} /> }),
  ...roleColumns<ApiRoutePermission>(
    (route, role) => isPublic(route) || route.roles.includes(role)
  ),
  column.display({
    id: 'note',
    header: 'Poznámka',
    cell: ({ row: { original: route } }) => (
      <NoteText>
        {isPublic(route) ? 'veřejná' : route.branch ? 'jen vlastní pobočka (admin všechny)' : ''}
      </NoteText>
    ),
  }),
]

export function ApiPermissionsTable({ routes }: ApiPermissionsTableProps) {
  const sorted = useMemo(
    () =>
      [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    [routes]
  )

  return (
    <ListTable
      data={sorted}
      columns={columns}
      getRowId={(route) => `${route.method} ${route.path}`}
      rowTestId="api-route"
      testId="api-permissions"
    />
  )
}
