import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { User } from '../../../lib/user'

export interface UsersPage {
  users: User[]
  total: number
}

export const adminUsersKey = ['admin', 'users'] as const

const usersOf = (body: UsersPage) => body.users ?? []

/** One page of the admin's user list, searched and sorted by the server. */
export function useUsers(state: ListState) {
  return usePathList<User, UsersPage>({
    key: [...adminUsersKey, 'list'],
    path: '/admin/users',
    state,
    rowsOf: usersOf,
  })
}
