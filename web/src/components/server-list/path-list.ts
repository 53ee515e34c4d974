import { hashKey, type QueryClient } from '@tanstack/react-query'
import { getList, type ListQueryParams } from '../../lib/api-client'
import { listQuery, type ListState } from './list-state'

/** Which list a screen asks for: its query key, API path and what the path needs besides. */
export interface PathListRequest<T, B = T[]> {
  /** The list's query key; its parameters are appended. */
  key: readonly unknown[]
  /** The list's API path (without the /api base). */
  path: string
  /** Parameters the path needs besides the list state (`?pharmacyCode=`, `firma`). */
  extra?: ListQueryParams
  /** Where the rows are in a wrapped answer; a module-level function (stable). */
  rowsOf?: (body: B) => T[]
}

/** The key of the list's query without the page's parameters. */
export const pathListKey = (request: PathListRequest<any, any>) => [
  ...request.key,
  JSON.stringify(request.extra ?? {}),
]

/** One page of the list at the request's path, as the list contract serves it. */
export function fetchPathList<T, B>(
  request: PathListRequest<T, B>,
  query: ListQueryParams,
  signal: AbortSignal
) {
  return getList<T, B>(
    request.path,
    { ...request.extra, ...query },
    { signal, rowsOf: request.rowsOf }
  )
}

/*
| The page's first list, asked for by the first script of a reload (app/prefetch-list.ts)
| while the session check and the screen's code are on their way. Its answer is as new as
| the one the screen would ask for on mounting a moment later, so that screen takes it
| instead of asking again; from its next answer on the list is stale at once, as usual.
*/
const EARLY_ANSWER_FRESH_MS = 10_000
const earlyQueries = new Set<string>()

/** For useServerList: an early answer still counts as fresh, every other one is stale. */
export const listStaleTime = (query: { queryHash: string; state: { dataUpdateCount: number } }) =>
  earlyQueries.has(query.queryHash) && query.state.dataUpdateCount <= 1 ? EARLY_ANSWER_FRESH_MS : 0

/** Starts asking for the first page a screen will show, before the screen is there. */
export function prefetchPathList(
  queryClient: QueryClient,
  request: PathListRequest<unknown, any>,
  state: ListState
) {
  const query = listQuery(state)
  const queryKey = [...pathListKey(request), query]
  earlyQueries.add(hashKey(queryKey))
  return queryClient.prefetchQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPathList(request, query, signal),
  })
}
