import { domain } from '#config/domain'
import User from '#users/models/user'

/** The admin list: q matches username or e-mail, case-insensitive; newest first. */
export async function listUsers(params: { q?: string; page?: number; limit?: number }) {
  const page = params.page ?? 1
  const limit = Math.min(
    params.limit ?? domain.ADMIN_USERS_PAGE_SIZE,
    domain.ADMIN_USERS_MAX_PAGE_SIZE
  )
  const q = params.q?.trim()
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null

  const result = await User.query()
    .if(pattern, (query) =>
      query.where((w) => w.whereILike('username', pattern!).orWhereILike('email', pattern!))
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, limit)

  return { users: result.all().map((u) => u.serialize()), total: result.total }
}
