import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publishSignals } from '#core/signals'

export type EndReason =
  | 'logout'
  | 'ended_by_user'
  | 'ended_by_admin'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_changed'
  | 'role_changed'
  | 'deactivated'
  | 'deleted'

/*
| A server-sent-events stream outlives the request that authenticated it. When sessions end,
| the user's streams are told to check theirs again: after the commit (a stream checking
| earlier would still find its session live), or at once outside a transaction.
*/
function tellStreams(userId: number, client: QueryClientContract) {
  const signal = () => publishSignals([{ type: 'session', userId }])
  if (client.isTransaction) (client as TransactionClientContract).after('commit', signal)
  else signal()
}

/**
 * Ends every live session of the user (but `except`, the caller's own), in the caller's
 * transaction so the change that ends them and the ending commit together. Returns how many.
 */
export async function endUserSessions(
  userId: number,
  reason: EndReason,
  options: { except?: string | null; client?: QueryClientContract } = {}
): Promise<number> {
  const client = options.client ?? db.connection()
  const ended = await client
    .from('user_sessions')
    .where('user_id', userId)
    .whereNull('ended_at')
    .if(options.except, (q) => q.whereNot('id', options.except!))
    .update({ ended_at: db.knexRawQuery('now()'), end_reason: reason })
  if (Number(ended) > 0) tellStreams(userId, client)
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
    .update({ ended_at: db.knexRawQuery('now()'), end_reason: reason })
  if (Number(ended) > 0) tellStreams(userId, client)
  return Number(ended) > 0
}
