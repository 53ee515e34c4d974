import { useCallback } from 'react'
import type { ListState } from '../../../components/server-list/list-state'
import { useServerList } from '../../../components/server-list/use-server-list'
import { getList, type ListQueryParams } from '../../../lib/api-client'

export const COLLECTIONS = ['poolitems', 'sklady', 'pohyby', 'karty'] as const
export type Collection = (typeof COLLECTIONS)[number]

/** A flat record; the keys depend on the collection, values may be objects or null. */
export type ExplorerRecord = Record<string, unknown>

export interface SearchInput {
  collection: Collection
  query: string
}

export const SEARCH_PATH = '/search'

/**
 * One page of the records of a collection matching a name, PDK or lot (admin only; the
 * server finds at most 100), sorted, narrowed by `q` and paged by the server. No search
 * text, no request.
 */
export function useSearchCollection(input: SearchInput, state: ListState) {
  const { collection, query } = input
  const fetchPage = useCallback(
    (params: ListQueryParams, signal: AbortSignal) =>
      getList<ExplorerRecord>(SEARCH_PATH, params, { signal, requestBody: { collection, query } }),
    [collection, query]
  )
  return useServerList({
    key: ['explorer', collection, query],
    state,
    fetchPage,
    enabled: query !== '',
  })
}
