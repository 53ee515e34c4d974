import { domain } from '#config/domain'
import { foldedPattern, type ListContract, type ListParams } from '#core/list_contract'
import User from '#users/models/user'
import {
  adminUsersList,
  type AdminUserFilter,
  type AdminUserSort,
} from '#contracts/lists/admin_users'

const USER_SORTS: Record<AdminUserSort, string> = {
  username: 'username COLLATE czech',
  email: 'email COLLATE czech',
  role: "coalesce(nullif(trim(role), ''), 'user') COLLATE czech",
  pharmacyCode: 'pharmacy_code COLLATE czech',
  createdAt: 'created_at',
}
/*
| The admin list under the list contract (contracts/lists/admin_users.ts): 10 a page unless
| `limit` says otherwise (spec §9).
*/
export const adminUsersContract: ListContract<AdminUserSort, AdminUserFilter> = {
  ...adminUsersList,
  defaultLimit: domain.ADMIN_USERS_PAGE_SIZE,
}

export type AdminUsersParams = ListParams<AdminUserSort, AdminUserFilter>

/** The admin list: q matches username or e-mail, case- and diacritics-insensitive; newest first. */
export async function listUsers(params: AdminUsersParams) {
  const { q, filters } = params
  const page = params.page ?? { number: 1, limit: domain.ADMIN_USERS_PAGE_SIZE, offset: 0 }
  const dir = params.dir === 'desc' ? 'desc' : 'asc'
  const result = await User.query()
    .if(q, (query) =>
      query.whereRaw(`fold_text(username || ' | ' || email) LIKE ?`, [foldedPattern(q!)])
    )
    .if(filters.role === 'admin', (query) => query.where('role', 'admin'))
    .if(filters.role === 'user', (query) =>
      query.where((w) => w.whereNot('role', 'admin').orWhereNull('role'))
    )
    .if(
      params.sort,
      (query) =>
        query.orderByRaw(`${USER_SORTS[params.sort!]} ${dir} NULLS LAST`).orderBy('id', dir),
      (query) => query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    )
    .paginate(page.number, page.limit)

  return { users: result.all().map((u) => u.serialize()), total: result.total }
}
