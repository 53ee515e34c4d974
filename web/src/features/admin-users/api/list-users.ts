import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { User } from '../../../lib/user'
import { adminUsersList, type AdminUserRow } from '../../../../../contracts/lists/admin_users'

/** The rows are whole accounts; the list's fields of them are the contract's. */
export interface UsersPage {
  users: (User & AdminUserRow)[]
  total: number
}

export const adminUsersKey = ['admin', 'users'] as const

/** How the users screen reads its list state from the address. */
export const usersListOptions = { filters: Object.keys(adminUsersList.filters) }

export const usersListRequest: PathListRequest<User, UsersPage> = {
  key: [...adminUsersKey, 'list'],
  path: '/admin/users',
  rowsOf: (body) => body.users ?? [],
}

/** One page of the admin's user list, searched and sorted by the server. */
export function useUsers(state: ListState) {
  return usePathList({ ...usersListRequest, state })
}
