import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { medicinesBySukl } from '#watchlists/queries/uhrady_medicines'
import { watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import type { Watchlist } from '#contracts/lists/watchlists'
import { lockWatchlist, touchWatchlist } from '#watchlists/services/lock_watchlist'
import { currentUhradyList } from '#watchlists/services/uhrady_list'

/**
 * Adds a medicine of the current úhrady list with its surcharges. Adding one that is
 * already there changes nothing (`added: false`), so a repeated click is harmless.
 */
export async function addWatchlistItem(
  branch: Branch,
  id: number,
  sukl: string
): Promise<{ added: boolean; watchlist: Watchlist }> {
  const list = await currentUhradyList()
  const listed = await medicinesBySukl(Number(list.id), [sukl])
  const medicine = listed.get(sukl)
  return db.transaction(async (trx) => {
    await lockWatchlist(trx, branch, id)
    if (!medicine) {
      throw DomainError.invalid(
        'SUKL_NOT_IN_LIST',
        `Přípravek se SÚKL kódem ${sukl} v aktuálním seznamu úhrad není.`
      )
    }
    /* The watchlist row is locked, so no other change of its items runs meanwhile. */
    const present = await trx
      .from('watchlist_items')
      .where({ watchlist_id: id, sukl })
      .select('id')
      .first()
    const added = !present
    if (added) {
      await trx.insertQuery().table('watchlist_items').insert({
        watchlist_id: id,
        sukl: medicine.sukl,
        nazev: medicine.nazev,
        doplnek: medicine.doplnek,
        doplatek: medicine.doplatekPacientaZK,
        doplatek_limit: medicine.doplatekPacientaLimitZK,
        doplatek_zvysena: medicine.doplatekZvysenaZK,
        doplatek_zvysena_limit: medicine.doplatekZvysenaLimitZK,
      })
    }
    if (added) await touchWatchlist(trx, id)
    if (added) {
      await recordAudit(
        {
          action: 'watchlists.add_item',
          entity: 'watchlist',
          entityId: id,
          branch,
          after: { sukl },
        },
        trx
      )
    }
    return { added, watchlist: (await watchlistOf(branch, id, trx))! }
  })
}
