import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { poolKey } from '../pool-keys'

/**
 * The item the admin's dialog sends back: the row with any stav the dialog holds (a value
 * the server does not know is its 422).
 */
export type EditedPoolItem = Omit<PoolItem, 'stav'> & { stav: string }

/** The full edited item with the version it was read at; a stale version is 409. */
export function updatePoolItem(item: EditedPoolItem) {
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
