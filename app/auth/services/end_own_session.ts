import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { endSession, type EndReason } from '#users/services/end_sessions'

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
