import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Role, User } from '../../../lib/user'
import { adminUsersKey } from './list-users'

export interface CreateUserInput {
  username: string
  email: string
  password: string
  pharmacyCode: string
  firma: string
  role: Role
  fullName: string | null
}

export function createUser(input: CreateUserInput) {
  return api.post<User>('/admin/users', input)
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  })
}
