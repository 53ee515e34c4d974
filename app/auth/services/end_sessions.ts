import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export type EndReason =
  | 'logout'
  | 'ended_by_user'
  | 'ended_by_admin'
  | 'password_changed'
  | 'password_reset'
  | 'role_changed'
  | 'deactivated'
  | 'deleted'

/**
 * Ends every live session of the user (but `except`, the caller's own), in the caller's
 * transaction so the change that ends them and the ending commit together. Returns how many.
 */
export async function endUserSessions(
  userId: number,
  reason: EndReason,
  options: { except?: string | null; client?: QueryClientContract } = {}
): Promise<number> {
  const ended = await (options.client ?? db)
    .from('user_sessions')
    .where('user_id', userId)
    .whereNull('ended_at')
    .if(options.except, (q) => q.whereNot('id', options.except!))
    .update({ ended_at: new Date(), end_reason: reason })
  return Number(ended)
}

/** Ends one live session of the user; false when the user has no such live session. */
export async function endSession(
  userId: number,
  sessionId: string,
  reason: EndReason,
  client: QueryClientContract = db.connection()
): Promise<boolean> {
  const ended = await client
    .from('user_sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_at')
    .update({ ended_at: new Date(), end_reason: reason })
  return Number(ended) > 0
}
