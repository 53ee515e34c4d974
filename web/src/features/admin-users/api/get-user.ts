import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'
import { adminUsersKey } from './list-users'

export function getUser(id: string) {
  return api.get<User>(`/admin/users/${encodeURIComponent(id)}`)
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminUsersKey, 'detail', id], queryFn: () => getUser(id) })

export function useUser(id: string | null) {
  // gcTime 0: every opening of the edit modal loads the user afresh.
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id), gcTime: 0 })
}
