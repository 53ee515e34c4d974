import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { adminUsersKey } from './list-users'

export function deleteUser(id: string) {
  return api.delete(`/admin/users/${encodeURIComponent(id)}`)
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  })
}
