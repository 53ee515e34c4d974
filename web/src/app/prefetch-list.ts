import type { QueryClient } from '@tanstack/react-query'
import { readListState, resolveListOptions } from '../components/server-list/list-state'
import { prefetchPathList } from '../components/server-list/path-list'
import { isAllowed } from '../lib/access'
import { authStorage } from '../lib/auth-storage'
import { pendingStepOf, roleOf, type User } from '../lib/user'
import { branchScopeOf } from '../features/stock/branch-scope'
import { routeTable } from './route-table'

/** The list the screen at `location` will ask for first, as far as the stored user tells. */
function firstListOf(location: Location, user: User) {
  const entry = routeTable.find((route) => route.path === location.pathname)
  const screen = entry?.list
  if (!entry || !screen || !isAllowed(entry.access, roleOf(user))) return null
  /* A forced password change or two-factor enrolment sends the account to its profile first. */
  if (pendingStepOf(user)) return null
  const params = new URLSearchParams(location.search)
  const state = readListState(params, resolveListOptions(screen.options))
  if (screen.request) return { request: screen.request, state }
  const { scope } = branchScopeOf(user, params)
  if (scope.status !== 'ready' || !screen.branchRequest) return null
  return { request: screen.branchRequest(scope.branch, scope.picked), state }
}

/**
 * A reload of a list screen asks for its list from the first script, beside the session
 * check and the screen's code, instead of after both (issue #28). The stored user is the
 * last session check's word; should it be out of date, the screen asks for its own list and
 * this answer is never shown. The server checks this request like any other: a session
 * ended meanwhile answers 401 and the guard signs the tab out before any screen renders.
 */
export function prefetchList(queryClient: QueryClient, location: Location) {
  const user = authStorage.getToken() ? authStorage.getUser() : null
  const first = user && firstListOf(location, user)
  if (first) void prefetchPathList(queryClient, first.request, first.state)
}
