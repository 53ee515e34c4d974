import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { User } from '../../../lib/user'

export interface UsersPage {
  users: User[]
  total: number
}

export const adminUsersKey = ['admin', 'users'] as const

/** How the users screen reads its list state from the address. */
export const usersListOptions = { filters: ['role'] }

export const usersListRequest: PathListRequest<User, UsersPage> = {
  key: [...adminUsersKey, 'list'],
  path: '/admin/users',
  rowsOf: (body) => body.users ?? [],
}

/** One page of the admin's user list, searched and sorted by the server. */
export function useUsers(state: ListState) {
  return usePathList({ ...usersListRequest, state })
}
