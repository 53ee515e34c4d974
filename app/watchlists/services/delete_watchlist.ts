import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import type { Branch } from '#watchlists/queries/watchlists'
import { lockWatchlist } from '#watchlists/services/lock_watchlist'

/** Deletes a watchlist with its items. */
export async function deleteWatchlist(branch: Branch, id: number) {
  await db.transaction(async (trx) => {
    const watchlist = await lockWatchlist(trx, branch, id)
    await trx.from('watchlists').where('id', id).delete()
    await recordAudit(
      { action: 'watchlists.delete', entity: 'watchlist', entityId: id, branch, before: watchlist },
      trx
    )
  })
}
