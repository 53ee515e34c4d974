import { useMemo } from 'react'
import { createColumnHelper } from '@tanstack/react-table'
import { isAllowed, type RouteAccess } from '../../../lib/access'
import { NoteText, PathText, roleColumns } from './access-mark'
import { ListTable } from '../../../components/list-table'

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

const column = createColumnHelper<PageRoute>()
const columns = [
  column.accessor('path', { header: 'Cesta', cell: (info) => <PathText path={info.getValue()} /> }),
  column.accessor('title', { header: 'Obrazovka' }),
  ...roleColumns<PageRoute>((route, role) => isAllowed(route.access, role)),
  column.accessor('access', {
    header: 'Přístup',
    cell: (info) => <NoteText>{accessLabels[info.getValue()]}</NoteText>,
  }),
]

export function PagePermissionsTable({ routes }: { routes: PageRoute[] }) {
  const sorted = useMemo(() => [...routes].sort((a, b) => a.path.localeCompare(b.path)), [routes])

  return (
    <ListTable
      data={sorted}
      columns={columns}
      getRowId={(route) => route.path}
      rowTestId="page-route"
      testId="page-permissions"
    />
  )
}
