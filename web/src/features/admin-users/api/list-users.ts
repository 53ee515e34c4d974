import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { User } from '../../../lib/user'

export const USERS_PAGE_SIZE = 10

export interface UsersPage {
  users: User[]
  total: number
}

export interface ListUsersParams {
  q: string
  page: number
}

export function listUsers({ q, page }: ListUsersParams) {
  return api.get<UsersPage>('/admin/users', { query: { q, page, limit: USERS_PAGE_SIZE } })
}

export const adminUsersKey = ['admin', 'users'] as const

export const usersQueryOptions = (params: ListUsersParams) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', params],
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  })

export function useUsers(params: ListUsersParams) {
  return useQuery(usersQueryOptions(params))
}
