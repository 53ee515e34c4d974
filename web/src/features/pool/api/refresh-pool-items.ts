import { useMutation, useQueryClient } from '@tanstack/react-query'
import { poolItemsKey } from '../pool-keys'

/** "Aktualizovat z DB": the list is read again from the database. Failures are only logged (spec §8). */
export function useRefreshPoolItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => queryClient.refetchQueries({ queryKey: poolItemsKey, type: 'active' }),
    onError: (error) => console.error('Aktualizace položek poolu selhala', error),
  })
}
