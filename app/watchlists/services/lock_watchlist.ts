import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import { WATCHLIST_NOT_FOUND, type Branch, type WatchlistRow } from '#watchlists/queries/watchlists'

/**
 * Locks one of the branch's watchlists for a change; another branch's id is not found
 * (never its data). Changes of one watchlist run one after another, so `version` counts them.
 */
export async function lockWatchlist(
  trx: TransactionClientContract,
  branch: Branch,
  id: number
): Promise<WatchlistRow> {
  const row = await trx
    .from('watchlists')
    .where({ id, firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .forUpdate()
    .first()
  if (!row) throw DomainError.notFound(WATCHLIST_NOT_FOUND)
  return row
}

/** Marks a change: a stored PDF export of the previous version is no longer used. */
export async function touchWatchlist(trx: TransactionClientContract, id: number) {
  await trx.rawQuery(
    'UPDATE watchlists SET version = version + 1, updated_at = now() WHERE id = ?',
    [id]
  )
}

/** An item the watchlist does not hold. */
export const notInWatchlist = (sukl: string) =>
  new DomainError('ITEM_NOT_FOUND', 404, `Přípravek se SÚKL kódem ${sukl} ve watchlistu není.`)
