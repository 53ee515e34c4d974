import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { PlaceholderPage } from '../components/placeholder-page'
import { NotFoundPage } from './not-found-page'
import { ProtectedShell } from './protected-shell'
import { routePages } from './route-pages'
import { redirects, routeTable, type RouteEntry } from './route-table'

function toRoute(entry: RouteEntry): RouteObject {
  const Page = routePages[entry.path]
  return {
    path: entry.path,
    element: Page ? <Page /> : <PlaceholderPage title={entry.title} />,
    handle: entry,
  }
}

export const router = createBrowserRouter([
  ...routeTable.filter((entry) => entry.access === 'public').map(toRoute),
  ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
  {
    element: <ProtectedShell />,
    children: routeTable.filter((entry) => entry.access !== 'public').map(toRoute),
  },
  { path: '*', element: <NotFoundPage /> },
])
