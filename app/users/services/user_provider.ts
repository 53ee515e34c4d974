import User from '#users/models/user'
import type { JwtUserProvider } from '#core/auth/jwt_guard'

/* config/auth.ts loads this before the app boots: services that need the database service
   (which exists only after boot) are imported when first called. */
const sessions = () => import('#auth/services/start_session')
const touch = () => import('#auth/services/touch_session')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const userProvider: JwtUserProvider<User> = {
  /* One indexed lookup per request: the session by primary key, joined with its user. */
  async findBySession(id, sessionId) {
    if (!/^\d{1,9}$/.test(id) || !UUID.test(sessionId)) return null
    const user = await User.query()
      .select('users.*', 'user_sessions.last_seen_at as session_seen_at')
      .join('user_sessions', 'user_sessions.user_id', 'users.id')
      .where('user_sessions.id', sessionId)
      .where('users.id', Number(id))
      .whereNull('user_sessions.ended_at')
      .where('user_sessions.expires_at', '>', new Date())
      .whereNull('users.deactivated_at')
      .first()
    if (user) {
      const { touchSession } = await touch()
      await touchSession(sessionId, user.$extras.session_seen_at)
    }
    return user
  },
  async startSession(user, meta) {
    const { startSession } = await sessions()
    return startSession(user, meta)
  },
  claimsOf(user, sessionId) {
    return {
      sub: String(user.id),
      sid: sessionId,
      role: user.role,
      firma: user.firma,
      pharmacyCode: user.pharmacyCode,
    }
  },
}
