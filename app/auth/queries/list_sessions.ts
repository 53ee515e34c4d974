import db from '@adonisjs/lucid/services/db'
import { describeUserAgent } from '#auth/rules/user_agent'

/**
 * The user's live sign-ins, newest first; `current` marks the one asking. Live on
 * PostgreSQL's clock, as the guard decides it (issue #34), not on this host's.
 */
export async function listLiveSessions(userId: number, currentSessionId: string | null) {
  const rows = await db
    .from('user_sessions')
    .where('user_id', userId)
    .whereNull('ended_at')
    .whereRaw('expires_at > now()')
    .orderBy('created_at', 'desc')
    .select('id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent')
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    browser: describeUserAgent(row.user_agent),
    current: row.id === currentSessionId,
  }))
}
