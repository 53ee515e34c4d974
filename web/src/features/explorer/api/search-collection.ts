import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const COLLECTIONS = ['poolitems', 'sklady', 'pohyby', 'karty'] as const
export type Collection = (typeof COLLECTIONS)[number]

/** A flat record; the keys depend on the collection, values may be objects or null. */
export type ExplorerRecord = Record<string, unknown>

export interface SearchInput {
  collection: Collection
  query: string
}

/** At most 100 records of the collection matching a name, PDK or lot (admin only). */
export function searchCollection(input: SearchInput) {
  return api.post<ExplorerRecord[]>('/search', input)
}

/** A search runs on demand, so it is a mutation: its result is the latest answer. */
export function useSearchCollection() {
  return useMutation({ mutationFn: searchCollection })
}
