import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind, NotificationParams } from '#notifications/rules/notification_text'
import { publishSignals, type Signal } from '#notifications/services/signals'

export type NotificationTarget = { firma: string; pharmacyCode: string } | { userId: number }

export type NewNotification<K extends NotificationKind = NotificationKind> = {
  kind: K
  target: NotificationTarget
  params: NotificationParams[K]
  dedupeKey: string
}

/* Later chunks of one matching run add their items to the run's notification. */
const ADD_COUNT = `DO UPDATE SET params = jsonb_set(notifications.params, '{count}',
  to_jsonb((notifications.params->>'count')::int + (excluded.params->>'count')::int))`

/**
 * Writes notifications inside the caller's transaction, so an action that rolls back
 * notifies nobody; a dedupe key seen before adds nothing (or, with `addCount`, adds to
 * its count). Once the transaction commits, the targets' browsers are signalled.
 * Rows go in in key order: two concurrent transactions then lock shared keys in the
 * same order and cannot deadlock (matching writes two chunks at once).
 */
export async function notify(
  trx: TransactionClientContract,
  notifications: NewNotification[],
  options: { addCount?: boolean } = {}
) {
  if (notifications.length === 0) return 0
  const rows = notifications.map((n) => ({
    kind: n.kind,
    firma: 'userId' in n.target ? null : n.target.firma,
    pharmacy_code: 'userId' in n.target ? null : n.target.pharmacyCode,
    user_id: 'userId' in n.target ? n.target.userId : null,
    params: n.params,
    dedupe_key: n.dedupeKey,
  }))
  const { rows: written } = await trx.rawQuery(
    `INSERT INTO notifications (kind, firma, pharmacy_code, user_id, params, dedupe_key)
     SELECT kind, firma, pharmacy_code, user_id, params, dedupe_key
       FROM jsonb_to_recordset(?::jsonb)
         AS v(kind text, firma text, pharmacy_code text, user_id int, params jsonb, dedupe_key text)
      ORDER BY dedupe_key
     ON CONFLICT (dedupe_key) ${options.addCount ? ADD_COUNT : 'DO NOTHING'}
     RETURNING kind, firma, pharmacy_code, user_id`,
    [JSON.stringify(rows)]
  )
  const signals: Signal[] = written.map((w: any) =>
    w.user_id === null
      ? { type: 'notification', kind: w.kind, firma: w.firma, pharmacyCode: w.pharmacy_code }
      : { type: 'notification', kind: w.kind, userId: w.user_id }
  )
  trx.after('commit', () => publishSignals(signals))
  return written.length as number
}
