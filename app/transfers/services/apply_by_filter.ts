import db from '@adonisjs/lucid/services/db'
import { MOVES } from '#pool/rules/stav_machine'
import { bulkMessage, type BulkAction } from '#transfers/rules/bulk_message'
import type { PoolItemParams } from '#pool/queries/pool_item_list'
import { transferListConditions, type TransferList } from '#transfers/queries/transfer_lists'
import type { Acting } from '#pool/services/apply_stav_action'
import { applyActionIn } from '#transfers/services/apply_action'

export type BulkSelection = {
  /** The list's filter as the screen had it (`q` and the list's filters). */
  filter: Omit<PoolItemParams, 'page'>
  /** Rows the user unticked. */
  except: number[]
  /** When the screen read the list (its X-Loaded-At). */
  loadedAt: Date
}

/**
 * A bulk action on "all N matching" rows of a transfer list (issue #16): in one
 * transaction, the rows the same list query returns now for the filter, minus the
 * exceptions, are locked; those changed since `loadedAt` are left alone and counted, the
 * rest in the action's stav are moved. Nobody acts on a row they have not seen as it is.
 */
export async function applyByFilter(
  acting: Acting,
  action: BulkAction,
  list: TransferList,
  selection: BulkSelection
) {
  const from = MOVES[action].from
  return db.transaction(async (trx) => {
    const where = transferListConditions(list, acting, selection.filter)
    if (selection.except.length) where.add('NOT (i.id = ANY(?))', selection.except)
    const { rows } = await trx.rawQuery(
      `SELECT i.id, i.stav, i.updated_at > ?::timestamptz AS changed
         FROM pool_items i WHERE ${where.sql} ORDER BY i.id FOR UPDATE`,
      [selection.loadedAt.toISOString(), ...(where.args as any[])]
    )
    const changed = rows.filter((r: any) => r.changed).length
    const ids = rows.filter((r: any) => !r.changed && r.stav === from).map((r: any) => r.id)
    if (ids.length) await applyActionIn(trx, acting, action, ids)
    return {
      ok: true,
      done: ids.length,
      changed,
      message: bulkMessage(action, ids.length, changed),
    }
  })
}
