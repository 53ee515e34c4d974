import db from '@adonisjs/lucid/services/db'
import type { Branch } from '#watchlists/queries/watchlists'
import { lockWatchlist } from '#watchlists/services/lock_watchlist'

/** Deletes a watchlist with its items. */
export async function deleteWatchlist(branch: Branch, id: number) {
  await db.transaction(async (trx) => {
    await lockWatchlist(trx, branch, id)
    await trx.from('watchlists').where('id', id).delete()
  })
}
