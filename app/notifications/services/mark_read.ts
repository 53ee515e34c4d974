import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import { visibleTo, type Viewer } from '#notifications/queries/visible_to'
import { publishSignals } from '#notifications/services/signals'

export type MarkReadInput = { ids: string[] } | { all: true }

/** The ids named, all of which the user must see; else 404 without telling which exist. */
async function ownIds(trx: TransactionClientContract, viewer: Viewer, named: string[]) {
  const ids = [...new Set(named.map(Number))]
  const visible = visibleTo(viewer)
  const { rows } = await trx.rawQuery(
    `SELECT n.id FROM notifications n WHERE n.id = ANY(?) AND ${visible.sql}`,
    [ids, ...visible.bindings]
  )
  if (rows.length !== ids.length) throw DomainError.notFound('Upozornění nenalezeno.')
  return ids
}

/**
 * Marks notifications read for this user only (a colleague of the same branch keeps them
 * unread); `all` marks every one the user sees. The user's other tabs are signalled.
 */
export async function markRead(viewer: Viewer, input: MarkReadInput) {
  const visible = visibleTo(viewer)
  const marked = await db.transaction(async (trx) => {
    const { rowCount } =
      'all' in input
        ? await trx.rawQuery(
            `INSERT INTO notification_reads (notification_id, user_id)
             SELECT n.id, ? FROM notifications n WHERE ${visible.sql}
             ON CONFLICT DO NOTHING`,
            [viewer.id, ...visible.bindings]
          )
        : await trx.rawQuery(
            `INSERT INTO notification_reads (notification_id, user_id)
             SELECT id, ? FROM unnest(?::bigint[]) AS id
             ON CONFLICT DO NOTHING`,
            [viewer.id, await ownIds(trx, viewer, input.ids)]
          )
    return rowCount as number
  })
  if (marked > 0) publishSignals([{ type: 'read', userId: viewer.id }])
  return marked
}
