import db from '@adonisjs/lucid/services/db'

/* The profile shows when a sign-in was last used; a write every few minutes is enough. */
export const TOUCH_EVERY_SECONDS = 5 * 60

/** Moves the session's "last seen" forward (PostgreSQL's clock), at most once per five minutes. */
export async function touchSession(sessionId: string) {
  await db
    .from('user_sessions')
    .where('id', sessionId)
    .whereRaw('last_seen_at < now() - make_interval(secs => ?)', [TOUCH_EVERY_SECONDS])
    .update({ last_seen_at: db.knexRawQuery('now()') })
}
