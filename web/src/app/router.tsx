import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom'
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

const routes: RouteObject[] = [
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
]

export const router = createBrowserRouter(routes)

const entryOf = (pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteEntry | undefined

/** A screen behind the sign-in: the guard checks the session before it renders. */
export function isSignedInScreen(pathname: string) {
  const access = entryOf(pathname)?.access
  return Boolean(access && access !== 'public')
}

/**
 * Fetches the code of the screen at `pathname` and of the signed-in shell around it, all at
 * once; main.tsx waits for it before the first render, so a reload or a typed address shows
 * the screen without a loader per lazy level (see lazy-page.ts).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const entry = entryOf(pathname)
  /* The not-found route has a title but no access: nothing to fetch ahead. */
  if (!entry?.access) return Promise.resolve()
  const parts = [routePages[entry.path]?.preload?.()]
  if (entry.access !== 'public') parts.push(ProtectedShell.preload())
  return Promise.all(parts).then(() => undefined)
}
