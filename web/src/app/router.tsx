import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { lazyPage } from './lazy-page'
import { NotFoundPage } from './not-found-page'
import { RouteErrorPage, RouteRoot } from './route-root'
import { routePages } from './route-pages'
import { redirects, routeTable, type RouteEntry } from './route-table'

/* The signed-in shell (layouts, menus, bell) is not needed by /login: its own chunk. */
const ProtectedShell = lazyPage(() => import('./protected-shell'), 'ProtectedShell')

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
  {
    element: <RouteRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routeTable.filter((entry) => entry.access === 'public').map(toRoute),
      ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        element: <ProtectedShell />,
        children: routeTable.filter((entry) => entry.access !== 'public').map(toRoute),
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Stránka nenalezena' } },
    ],
  },
])
