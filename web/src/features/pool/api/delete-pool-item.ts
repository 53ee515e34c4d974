import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { poolKey } from '../pool-keys'

export function deletePoolItem(id: string) {
  return api.delete(`/poolitems/${encodeURIComponent(id)}`)
}

export function useDeletePoolItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePoolItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKey }),
    onError: (error) => console.error('Smazání položky poolu selhalo', error),
  })
}
