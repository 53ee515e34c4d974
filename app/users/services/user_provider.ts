import User from '#users/models/user'
import type { JwtUserProvider } from '#core/auth/jwt_guard'

/* config/auth.ts loads this before the app boots: services that need the database service
   (which exists only after boot) are imported when first called. */
const sessions = () => import('#users/services/start_session')
const touch = () => import('#users/services/touch_session')
const prepared = () => import('#core/pg_prepared')

/* least() passes over a NULL: without a token's expiry (a stream's recheck), the session's own. */
const LIVE_SESSION = `SELECT u.*, s.last_seen_at < now() - make_interval(secs => ?) AS session_stale
  FROM user_sessions s JOIN users u ON u.id = s.user_id
 WHERE s.id = ? AND u.id = ? AND s.ended_at IS NULL
   AND least(s.expires_at, to_timestamp(?::double precision)) > now()
   AND u.deactivated_at IS NULL`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const userProvider: JwtUserProvider<User> = {
  /* One indexed lookup per request: the session by primary key, joined with its user, as a
     prepared statement (planned once per connection) hydrated straight into the model. Its
     expiry and the token's are compared on PostgreSQL's clock, the one clock of every host
     (issues #29, #34): no host's own clock decides whether a sign-in is still valid. */
  async findBySession(id, sessionId, tokenExpiresAt) {
    if (!/^\d{1,9}$/.test(id) || !UUID.test(sessionId)) return null
    const [{ preparedRows }, { TOUCH_EVERY_SECONDS, touchSession }] = await Promise.all([
      prepared(),
      touch(),
    ])
    const [row] = await preparedRows(LIVE_SESSION, [
      TOUCH_EVERY_SECONDS,
      sessionId,
      Number(id),
      tokenExpiresAt ?? null,
    ])
    if (!row) return null
    const { session_stale: stale, ...columns } = row
    if (stale) await touchSession(sessionId)
    return User.$createFromAdapterResult(columns)!
  },
  async startSession(user, meta) {
    const { openSession } = await sessions()
    return openSession(user, meta)
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
