import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'
import { adminUsersKey } from './list-users'

/** A new password for the user; every session of the user ends. */
export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; password: string; mustChangePassword: boolean }) =>
      api.post<User>(`/admin/users/${encodeURIComponent(id)}/password`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  })
}

/** "Odhlásit všude": ends every session of the user at once. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ended: number }>(`/admin/users/${encodeURIComponent(id)}/sessions`),
  })
}
