import db from '@adonisjs/lucid/services/db'

/* The profile shows when a sign-in was last used; a write every few minutes is enough. */
const TOUCH_EVERY_MS = 5 * 60_000

/** Moves the session's "last seen" forward, at most once per TOUCH_EVERY_MS. */
export async function touchSession(sessionId: string, lastSeen: Date | string | null) {
  const seen = lastSeen ? new Date(lastSeen).getTime() : 0
  if (Date.now() - seen < TOUCH_EVERY_MS) return
  await db
    .from('user_sessions')
    .where('id', sessionId)
    .where('last_seen_at', '<', new Date(Date.now() - TOUCH_EVERY_MS))
    .update({ last_seen_at: new Date() })
}
