import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { endSession, endUserSessions, type EndReason } from '#users/services/end_sessions'

/**
 * The caller ends one of their own sign-ins: the current one (log-out) or another from the
 * profile's list. False when the session is not the caller's or no longer live.
 */
export async function endOwnSession(
  user: { id: number },
  sessionId: string,
  reason: Extract<EndReason, 'logout' | 'ended_by_user'>
) {
  return db.transaction(async (trx) => {
    const ended = await endSession(user.id, sessionId, reason, trx)
    if (ended) {
      await recordAudit(
        {
          action: reason === 'logout' ? 'auth.logout' : 'auth.session_end',
          entity: 'session',
          entityId: sessionId,
        },
        trx
      )
    }
    return ended
  })
}

/** "Odhlásit všude jinde": every sign-in of the caller but `current`; returns how many ended. */
export async function endOtherOwnSessions(user: { id: number }, current: string | undefined) {
  return db.transaction(async (trx) => {
    const count = await endUserSessions(user.id, 'ended_by_user', { except: current, client: trx })
    await recordAudit(
      { action: 'auth.sessions_end_all', entity: 'user', entityId: user.id, after: { count } },
      trx
    )
    return count
  })
}
