import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import type { Address, User } from '../../../lib/user'
import { profileQueryOptions } from './get-profile'

/** Only these fields are sent on save (spec §5). */
export interface UpdateProfileInput {
  fullName: string | null
  firma: string | null
  phone: string | null
  address: Address
  carrierCustomerNumber: string | null
}

export function updateProfile(input: UpdateProfileInput) {
  return api.patch<User>('/users/me', input)
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, user)
      authStorage.setUser(user)
    },
  })
}
