import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import type { Watchlist } from '#contracts/lists/watchlists'
import { lockWatchlist, notInWatchlist, touchWatchlist } from '#watchlists/services/lock_watchlist'

/** Removes an item from the watchlist. */
export async function removeWatchlistItem(
  branch: Branch,
  id: number,
  sukl: string
): Promise<Watchlist> {
  return db.transaction(async (trx) => {
    await lockWatchlist(trx, branch, id)
    const removed = await trx.from('watchlist_items').where({ watchlist_id: id, sukl }).delete()
    if (Number(removed) === 0) throw notInWatchlist(sukl)
    await recordAudit(
      {
        action: 'watchlists.remove_item',
        entity: 'watchlist',
        entityId: id,
        branch,
        before: { sukl },
      },
      trx
    )
    await touchWatchlist(trx, id)
    return (await watchlistOf(branch, id, trx))!
  })
}
