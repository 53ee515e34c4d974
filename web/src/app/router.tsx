import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom'
import { reloadOnceForNewVersion } from '../lib/new-version'
import { NotFoundPage } from './not-found-page'
import { RouteErrorPage, RouteRoot } from './route-root'
import { redirects, routeTable, type RouteEntry } from './route-table'

/**
 * A screen's code that cannot be fetched (a rolling deploy: this page's build is gone from
 * the host that answered) reloads the page once into the new version; failing again, the
 * route ends in its error screen.
 */
function loadFailed(error: unknown): Promise<never> {
  /* While the page reloads, nothing renders in between. */
  if (reloadOnceForNewVersion()) return new Promise<never>(() => {})
  throw error
}

const loaded = (load: () => Promise<ComponentType>) => () =>
  load().then((Component) => ({ Component }), loadFailed)

/*
| React Router's route `lazy`: a screen's code is fetched when its route is first opened, and
| the router shows it only once it is here. On a reload or a typed address the router fetches
| the screen and the signed-in shell around it at once, as it is created (main.tsx); on a
| click in the menu the screen on view stays until the next one is ready, with the shell's
| progress bar, so no level of the page shows a loader of its own.
*/
function toRoute(entry: RouteEntry): RouteObject {
  const { page } = entry
  return {
    path: entry.path,
    handle: entry,
    ...('Component' in page
      ? { Component: page.Component }
      : { lazy: loaded(() => page.load(entry)) }),
  }
}

/* Until the first screen's code is here the page stays as blank as it came. */
const Blank = () => null

const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    errorElement: <RouteErrorPage />,
    HydrateFallback: Blank,
    children: [
      ...routeTable.filter((entry) => entry.access === 'public').map(toRoute),
      ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        /* The signed-in shell (layouts, menus, bell) is not needed by /login: its own chunk. */
        lazy: loaded(() => import('./protected-shell').then((module) => module.ProtectedShell)),
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
