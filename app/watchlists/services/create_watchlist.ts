import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import type { Watchlist } from '#contracts/lists/watchlists'

export type WatchlistInput = { name: string; email?: string | null }

/* A blank e-mail means none. */
export const emailOf = (input: WatchlistInput) => input.email?.trim() || null

/** A new, empty watchlist of the branch. */
export async function createWatchlist(
  branch: Branch,
  input: WatchlistInput,
  createdBy: number | null
): Promise<Watchlist> {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .insertQuery()
      .table('watchlists')
      .insert({
        firma: branch.firma,
        pharmacy_code: branch.pharmacyCode,
        name: input.name,
        email: emailOf(input),
        created_by: createdBy,
      })
      .returning('id')
    await recordAudit(
      { action: 'watchlists.create', entity: 'watchlist', entityId: row.id, branch, after: input },
      trx
    )
    return (await watchlistOf(branch, Number(row.id), trx))!
  })
}
