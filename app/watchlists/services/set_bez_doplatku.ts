import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import type { Watchlist } from '#contracts/lists/watchlists'
import { lockWatchlist, notInWatchlist, touchWatchlist } from '#watchlists/services/lock_watchlist'

/** Marks an item as offered without surcharge by the branch, or not. */
export async function setBezDoplatku(
  branch: Branch,
  id: number,
  sukl: string,
  bezDoplatku: boolean
): Promise<Watchlist> {
  return db.transaction(async (trx) => {
    await lockWatchlist(trx, branch, id)
    const changed = await trx
      .from('watchlist_items')
      .where({ watchlist_id: id, sukl })
      .update({ bez_doplatku: bezDoplatku })
    if (Number(changed) === 0) throw notInWatchlist(sukl)
    await recordAudit(
      {
        action: 'watchlists.set_bez_doplatku',
        entity: 'watchlist',
        entityId: id,
        branch,
        after: { sukl, bezDoplatku },
      },
      trx
    )
    await touchWatchlist(trx, id)
    return (await watchlistOf(branch, id, trx))!
  })
}
