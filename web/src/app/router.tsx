import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { NotFoundPage } from './not-found-page'
import { ProtectedShell } from './protected-shell'
import { routePages } from './route-pages'
import { redirects, routeTable, type RouteEntry } from './route-table'

function toRoute(entry: RouteEntry): RouteObject {
  const Page = routePages[entry.path]
  /* Every page of the route table has its screen; a missing one fails at start, not later. */
  if (!Page) throw new Error(`No screen is registered for ${entry.path}`)
  return {
    path: entry.path,
    element: <Page />,
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
