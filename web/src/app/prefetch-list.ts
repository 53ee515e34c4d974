import type { QueryClient } from '@tanstack/react-query'
import {
  readListState,
  resolveListOptions,
  type ListOptions,
} from '../components/server-list/list-state'
import { prefetchPathList, type PathListRequest } from '../components/server-list/path-list'
import { isAllowed } from '../lib/access'
import { authStorage } from '../lib/auth-storage'
import { paths } from '../lib/paths'
import { pendingStepOf, roleOf, type User } from '../lib/user'
import { usersListOptions, usersListRequest } from '../features/admin-users/api/list-users'
import { poolListOptions, poolListRequest } from '../features/pool/api/get-pool'
import { poolItemsListOptions, poolItemsListRequest } from '../features/pool/api/list-pool-items'
import { inventoryListOptions, inventoryListRequest } from '../features/stock/api/get-inventory'
import { stockListOptions, stockListRequest } from '../features/stock/api/get-stock-list'
import { branchScopeOf } from '../features/stock/branch-scope'
import type { BranchRef } from '../features/stock/stock-item'
import { confirmedListRequest } from '../features/transfers/api/get-confirmed'
import { incomingListRequest } from '../features/transfers/api/get-incoming'
import { outgoingListRequest } from '../features/transfers/api/get-outgoing'
import { TRANSFER_FILTERS } from '../features/transfers/transfer'
import { routeTable } from './route-table'

type AnyRequest = PathListRequest<unknown, any>

interface ListScreen {
  /** How the screen reads its list state from the address (its useListState options). */
  options: Partial<ListOptions>
  /** The list of a screen of no branch. */
  request?: AnyRequest
  /** The list of a screen of one branch, for the branch it acts for. */
  branchRequest?: (branch: BranchRef, picked: boolean) => AnyRequest
}

const transfers = { filters: TRANSFER_FILTERS }

/** The main list screens by their address; any other screen asks for its data once it renders. */
const listScreens: Record<string, ListScreen> = {
  [paths.pool]: { options: poolListOptions, branchRequest: poolListRequest },
  [paths.transfersIncoming]: { options: transfers, branchRequest: incomingListRequest },
  [paths.transfersOutgoing]: { options: transfers, branchRequest: outgoingListRequest },
  [paths.transfersConfirmed]: { options: transfers, branchRequest: confirmedListRequest },
  [paths.lezaky]: {
    options: stockListOptions,
    branchRequest: (branch) => stockListRequest('lezaky', branch),
  },
  [paths.ohrozenci]: {
    options: stockListOptions,
    branchRequest: (branch) => stockListRequest('ohrozenci', branch),
  },
  [paths.inventory]: { options: inventoryListOptions, branchRequest: inventoryListRequest },
  [paths.poolItems]: { options: poolItemsListOptions, request: poolItemsListRequest },
  [paths.adminUsers]: { options: usersListOptions, request: usersListRequest },
}

/** The list the screen at `location` will ask for first, as far as the stored user tells. */
function firstListOf(location: Location, user: User) {
  const screen = listScreens[location.pathname]
  const entry = routeTable.find((route) => route.path === location.pathname)
  if (!screen || !entry || !isAllowed(entry.access, roleOf(user))) return null
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
