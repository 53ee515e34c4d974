import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Role, User } from '../../../lib/user'
import { adminUsersKey } from './list-users'

export interface UpdateUserInput {
  role: Role
  /** null means the user has no branch. */
  pharmacyCode: string | null
  firma: string | null
  fullName: string | null
  /** Forces a password change at the next sign-in (or lifts it). */
  mustChangePassword?: boolean
}

export function updateUser(id: string, input: UpdateUserInput) {
  return api.patch<User>(`/admin/users/${encodeURIComponent(id)}`, input)
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) => updateUser(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  })
}
