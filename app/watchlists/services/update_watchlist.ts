import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { auditChanges } from '#core/audit/audit_values'
import { watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import type { Watchlist } from '#contracts/lists/watchlists'
import type { WatchlistInput } from '#watchlists/services/create_watchlist'
import { emailOf } from '#watchlists/services/create_watchlist'
import { lockWatchlist, touchWatchlist } from '#watchlists/services/lock_watchlist'

/** Renames a watchlist and sets or clears its e-mail. */
export async function updateWatchlist(
  branch: Branch,
  id: number,
  input: WatchlistInput
): Promise<Watchlist> {
  return db.transaction(async (trx) => {
    const was = await lockWatchlist(trx, branch, id)
    await trx
      .from('watchlists')
      .where('id', id)
      .update({ name: input.name, email: emailOf(input) })
    await recordAudit(
      {
        action: 'watchlists.update',
        entity: 'watchlist',
        entityId: id,
        branch,
        ...auditChanges(
          { name: was.name, email: was.email },
          { name: input.name, email: emailOf(input) }
        ),
      },
      trx
    )
    await touchWatchlist(trx, id)
    return (await watchlistOf(branch, id, trx))!
  })
}
