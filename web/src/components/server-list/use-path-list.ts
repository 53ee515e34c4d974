import { useCallback } from 'react'
import type { ListQueryParams } from '../../lib/api-client'
import type { ListState } from './list-state'
import { fetchPathList, pathListKey, type PathListRequest } from './path-list'
import { useServerList } from './use-server-list'

interface PathListOptions<T, B> extends PathListRequest<T, B> {
  state: ListState
  enabled?: boolean
  refetchInterval?: number
}

/** One page of the list at `path`, as the list contract serves it. */
export function usePathList<T, B = T[]>(options: PathListOptions<T, B>) {
  const { path, rowsOf } = options
  /* Compared by value: a screen passes a new `extra` object on every render. */
  const extraKey = JSON.stringify(options.extra ?? {})
  const fetchPage = useCallback(
    (query: ListQueryParams, signal: AbortSignal) =>
      fetchPathList<T, B>({ key: [], path, rowsOf, extra: JSON.parse(extraKey) }, query, signal),
    [path, extraKey, rowsOf]
  )
  return useServerList({
    key: pathListKey(options),
    state: options.state,
    fetchPage,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  })
}
