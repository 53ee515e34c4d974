import User from '#users/models/user'
import type { JwtUserProvider } from '#core/auth/jwt_guard'

/* config/auth.ts loads this before the app boots: services that need the database service
   (which exists only after boot) are imported when first called. */
const sessions = () => import('#auth/services/start_session')
const touch = () => import('#auth/services/touch_session')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const userProvider: JwtUserProvider<User> = {
  /* One indexed lookup per request: the session by primary key, joined with its user. Its
     expiry is compared on PostgreSQL's clock, the one clock of every host (issue #29). */
  async findBySession(id, sessionId) {
    if (!/^\d{1,9}$/.test(id) || !UUID.test(sessionId)) return null
    const { TOUCH_EVERY_SECONDS, touchSession } = await touch()
    const user = await User.query()
      .select('users.*')
      .select(
        User.query().client.raw(
          'user_sessions.last_seen_at < now() - make_interval(secs => ?) as session_stale',
          [TOUCH_EVERY_SECONDS]
        )
      )
      .join('user_sessions', 'user_sessions.user_id', 'users.id')
      .where('user_sessions.id', sessionId)
      .where('users.id', Number(id))
      .whereNull('user_sessions.ended_at')
      .whereRaw('user_sessions.expires_at > now()')
      .whereNull('users.deactivated_at')
      .first()
    if (user?.$extras.session_stale) await touchSession(sessionId)
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
