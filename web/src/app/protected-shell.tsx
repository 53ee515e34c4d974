import { useEffect, useState } from 'react'
import { Progress } from '@mantine/core'
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom'
import { SESSION_ENDED_EVENT } from '../lib/api-client'
import { CenteredMessage } from '../components/centered-message'
import { detourFor } from '../lib/access'
import { authStorage } from '../lib/auth-storage'
import { CurrentUserContext } from '../lib/current-user'
import { paths } from '../lib/paths'
import { roleOf } from '../lib/user'
import { TasksBadge } from '../features/tasks/components/tasks-badge'
import { UploadBadge } from '../features/exports/components/upload-badge'
import { NotificationBell } from '../features/notifications/components/notification-bell'
import { HeaderSearch } from '../features/product-search/components/header-search'
import { AppLayout } from './layouts/app-layout'
import { menuOf, type MenuEntry } from './layouts/menus'
import { RedirectToLogin } from './redirect-to-login'
import { routeTable, type RouteEntry } from './route-table'
import { useSessionCheck } from './use-session-check'

/** The open-tasks count next to /tasks and the stale-export warning next to /upload (user menu). */
const menuBadges = { [paths.tasks]: <TasksBadge />, [paths.upload]: <UploadBadge /> }
const bell = <NotificationBell />
/* The header search finds the menu's screens by name, besides products. */
const screensOf = (menu: MenuEntry[]) =>
  menu
    .flatMap((entry) =>
      entry.kind === 'group' ? entry.children : entry.kind === 'link' ? [entry] : []
    )
    .map(({ label, path }) => ({ label, path }))
const menus = { user: menuOf(routeTable, 'user'), admin: menuOf(routeTable, 'admin') }
const searches = {
  user: <HeaderSearch screens={screensOf(menus.user)} />,
  admin: <HeaderSearch screens={screensOf(menus.admin)} />,
}

/**
 * While the next screen's code arrives after a click, the screen on view stays (React
 * Router's route `lazy`) and a thin bar at the top says the click was taken; it shows only
 * after a moment (global.css), so a fast answer does not flash it.
 */
function NavigationProgress() {
  const pending = useNavigation().state === 'loading'
  if (!pending) return null
  return (
    <Progress
      className="navigation-progress"
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label="Načítám obrazovku"
    />
  )
}

/**
 * The guard around every signed-in page: token present, server says who it is, role
 * allowed on the route; then the layout of the role. Convenience only, the server enforces.
 */
export function ProtectedShell() {
  const location = useLocation()
  const entry = useMatches().at(-1)?.handle as RouteEntry | undefined
  const hasToken = Boolean(authStorage.getToken())
  const session = useSessionCheck(location.pathname, hasToken)
  const from = `${location.pathname}${location.search}${location.hash}`
  /* Any request answered 401 (the session was ended elsewhere) signs this tab out at once. */
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    const onEnded = () => {
      authStorage.clearSession()
      setEnded(true)
    }
    window.addEventListener(SESSION_ENDED_EVENT, onEnded)
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded)
  }, [])

  if (ended) return <RedirectToLogin from={from} />
  if (session.status === 'failed') return <RedirectToLogin from={from} error={session.message} />
  if (!hasToken) return <RedirectToLogin from={from} />
  if (session.status === 'checking') {
    return <CenteredMessage loading>Načítám layout…</CenteredMessage>
  }

  const user = session.user
  const role = roleOf(user)
  /* The router's guard decided from the stored user before; this is the server's word. The
     stored user is the latest: the check's, or the profile's after the step was taken. */
  const detour = detourFor(authStorage.getUser() ?? user, location.pathname, entry?.access)
  if (detour) return <Navigate to={detour} replace />

  return (
    <CurrentUserContext value={user}>
      <AppLayout
        user={user}
        menu={menus[role]}
        badges={menuBadges}
        bell={bell}
        searchBox={searches[role]}
      >
        <NavigationProgress />
        <Outlet />
      </AppLayout>
    </CurrentUserContext>
  )
}
