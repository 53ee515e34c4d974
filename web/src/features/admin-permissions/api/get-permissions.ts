import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface ApiRoutePermission {
  method: string
  path: string
  /** [] public, ['user', 'admin'] any signed-in user, ['admin'] admin only. */
  roles: string[]
  /** The caller must belong to the branch named in the path (admins always may). */
  branch?: boolean
}

export function getPermissions() {
  return api.get<{ routes: ApiRoutePermission[] }>('/admin/permissions')
}

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'permissions'], queryFn: getPermissions })

export function usePermissions() {
  return useQuery(permissionsQueryOptions())
}
