import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import type { User } from '../../../lib/user'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
}

/** The caller's own password; the server ends the account's other sign-ins. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<User>('/users/me/password', input)
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      authStorage.setUser(user)
      queryClient.setQueryData(['users', 'me'], user)
      return queryClient.invalidateQueries({ queryKey: ['users', 'me', 'sessions'] })
    },
  })
}
