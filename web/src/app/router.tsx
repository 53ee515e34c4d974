import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom'
import { detourFor } from '../lib/access'
import { authStorage } from '../lib/auth-storage'
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

/**
 * Where a signed-in navigation really goes, decided before the screen's code is fetched or
 * anything renders, from the stored user (the last session check's word): a forced password
 * change or two-factor enrolment first, and only the screens of the account's role. Decided
 * after the code had arrived, a click on a screen one may not open yet would land a moment
 * later and open the profile afresh, emptying a form being filled in meanwhile. Without a
 * stored user the shell decides (the sign-in, remembering where to go), and it checks again
 * once the server has answered.
 */
function guard({ request }: LoaderFunctionArgs) {
  const user = authStorage.getToken() ? authStorage.getUser() : null
  if (!user) return null
  const { pathname } = new URL(request.url)
  const detour = detourFor(user, pathname, entryOf(pathname)?.access)
  return detour ? replace(detour) : null
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
        loader: guard,
        /* On every navigation between its screens, not only when the shell first matches. */
        shouldRevalidate: () => true,
        /* The signed-in shell (layouts, menus, bell) is not needed by /login: its own chunk. */
        lazy: loaded(() => import('./protected-shell').then((module) => module.ProtectedShell)),
        children: routeTable.filter((entry) => entry.access !== 'public').map(toRoute),
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Stránka nenalezena' } },
    ],
  },
]

export const router = createBrowserRouter(routes)

/* A declaration, not a constant: the router calls the guard, which asks this, as it is created. */
function entryOf(pathname: string) {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteEntry | undefined
}

/** A screen behind the sign-in: the guard checks the session before it renders. */
export function isSignedInScreen(pathname: string) {
  const access = entryOf(pathname)?.access
  return Boolean(access && access !== 'public')
}
