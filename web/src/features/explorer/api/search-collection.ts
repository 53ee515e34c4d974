import { useCallback } from 'react'
import type { ListState } from '../../../components/server-list/list-state'
import { useServerList } from '../../../components/server-list/use-server-list'
import { getList, type ListQueryParams } from '../../../lib/api-client'
import {
  EXPLORER_COLLECTIONS as COLLECTIONS,
  type ExplorerCollection as Collection,
  type ExplorerRecord,
} from '../../../../../contracts/lists/explorer'

/* The collections and their records are the explorer's list contract (contracts/lists/explorer.ts). */
export { COLLECTIONS, type Collection, type ExplorerRecord }

export interface SearchInput {
  collection: Collection
  query: string
}

export const SEARCH_PATH = '/search'

/**
 * One page of the records of a collection matching a name, PDK or lot (admin only; the
 * server finds at most 100), sorted, narrowed by `q` and paged by the server, with the
 * collection it is of (the previous search's page stays on screen while the next loads).
 * No search text, no request.
 */
export function useSearchCollection(input: SearchInput, state: ListState) {
  const { collection, query } = input
  const fetchPage = useCallback(
    async (params: ListQueryParams, signal: AbortSignal) => ({
      ...(await getList<ExplorerRecord>(SEARCH_PATH, params, {
        signal,
        requestBody: { collection, query },
      })),
      collection,
    }),
    [collection, query]
  )
  return useServerList({
    key: ['explorer', collection, query],
    state,
    fetchPage,
    enabled: query !== '',
  })
}
