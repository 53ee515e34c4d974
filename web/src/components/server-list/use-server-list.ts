import { useEffect } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListPage } from '../../lib/api-client'
import { listQuery, type ListState } from './list-state'
import { listStaleTime } from './path-list'

interface ServerListOptions<P> {
  /** The list's query key; the list's parameters are appended. */
  key: readonly unknown[]
  state: ListState
  fetchPage: (query: ReturnType<typeof listQuery>, signal: AbortSignal) => Promise<P>
  enabled?: boolean
  /** Reload the page every so many ms (a list that changes by itself, e.g. failed jobs). */
  refetchInterval?: number
}

/**
 * One page of a list from the server: the previous page stays on screen while the next
 * loads (placeholderData), and the page after it is fetched ahead.
 */
export function useServerList<P extends ListPage<unknown>>({
  key,
  state,
  fetchPage,
  enabled = true,
  refetchInterval,
}: ServerListOptions<P>) {
  const queryClient = useQueryClient()
  const query = listQuery(state)
  const result = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: listStaleTime,
    enabled,
    refetchInterval,
  })
  const total = result.data?.total
  const hasNext =
    !result.isPlaceholderData && total !== undefined && state.page * state.limit < total
  const nextKey = JSON.stringify([...key, { ...query, page: state.page + 1 }])
  useEffect(() => {
    if (!hasNext) return
    const next = JSON.parse(nextKey) as unknown[]
    const nextQuery = next.at(-1) as ReturnType<typeof listQuery>
    void queryClient.prefetchQuery({
      queryKey: next,
      queryFn: ({ signal }) => fetchPage(nextQuery, signal),
    })
  }, [hasNext, nextKey, queryClient, fetchPage])
  return result
}
