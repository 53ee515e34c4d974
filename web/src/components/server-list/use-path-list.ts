import { useCallback } from 'react'
import { getList, type ListQueryParams } from '../../lib/api-client'
import type { ListState } from './list-state'
import { useServerList } from './use-server-list'

interface PathListOptions<T, B> {
  /** The list's query key; its parameters are appended. */
  key: readonly unknown[]
  /** The list's API path (without the /api base). */
  path: string
  state: ListState
  /** Parameters the path needs besides the list state (`?pharmacyCode=`, `firma`). */
  extra?: ListQueryParams
  /** Where the rows are in a wrapped answer; a module-level function (stable). */
  rowsOf?: (body: B) => T[]
  enabled?: boolean
  refetchInterval?: number
}

/** One page of the list at `path`, as the list contract serves it. */
export function usePathList<T, B = T[]>(options: PathListOptions<T, B>) {
  const { path, rowsOf } = options
  const extraKey = JSON.stringify(options.extra ?? {})
  const fetchPage = useCallback(
    (query: ListQueryParams, signal: AbortSignal) =>
      getList<T, B>(path, { ...JSON.parse(extraKey), ...query }, { signal, rowsOf }),
    [path, extraKey, rowsOf]
  )
  return useServerList({
    key: [...options.key, extraKey],
    state: options.state,
    fetchPage,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  })
}
