import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { PoolItem } from '../../../lib/pool-item'
import { poolItemsKey } from '../pool-keys'

/** Reads the pool items again from the database; the answer replaces the loaded list. */
export function refreshPoolItems() {
  return api.post<PoolItem[]>('/poolitems/refresh', { filter: {} })
}

/** Failures are only logged (spec §8). */
export function useRefreshPoolItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refreshPoolItems,
    onSuccess: (items) => queryClient.setQueryData(poolItemsKey, items),
    onError: (error) => console.error('Aktualizace položek poolu selhala', error),
  })
}
