import db from '@adonisjs/lucid/services/db'

/**
 * Whether a sign-in still stands: not ended, not expired, its user active. The same test
 * the guard makes on every request, for connections that outlive their request (SSE).
 */
export async function sessionIsLive(userId: number, sessionId: string) {
  const row = await db
    .from('user_sessions')
    .join('users', 'users.id', 'user_sessions.user_id')
    .where('user_sessions.id', sessionId)
    .where('user_sessions.user_id', userId)
    .whereNull('user_sessions.ended_at')
    .where('user_sessions.expires_at', '>', new Date())
    .whereNull('users.deactivated_at')
    .select(db.raw('1'))
    .first()
  return Boolean(row)
}
