import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { poolKey } from '../pool-keys'

/** The full edited item with the version it was read at; a stale version is 409. */
export function updatePoolItem(item: PoolItem) {
  return api.put<PoolItem>(`/poolitems/${encodeURIComponent(itemIdOf(item))}`, item)
}

export function useUpdatePoolItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePoolItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKey }),
    onError: (error) => console.error('Uložení položky poolu selhalo', error),
  })
}
