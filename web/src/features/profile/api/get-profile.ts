import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export function getProfile() {
  return api.get<User>('/users/me')
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: getProfile })

export function useProfile() {
  return useQuery(profileQueryOptions())
}
