import { DomainError } from '#core/domain_error'
import { newestPriceList } from '#pricelists/queries/price_lists'
import { medicinesBySukl } from '#watchlists/queries/uhrady_medicines'
import { WATCHLIST_NOT_FOUND, watchlistOf, type Branch } from '#watchlists/queries/watchlists'
import { resolveItems } from '#watchlists/rules/watchlist_items'
import type { ResolvedWatchlist } from '#contracts/lists/watchlists'

/** The watchlist with today's surcharges of its items from the newest úhrady list. */
export async function resolveWatchlist(branch: Branch, id: number): Promise<ResolvedWatchlist> {
  const watchlist = await watchlistOf(branch, id)
  if (!watchlist) throw DomainError.notFound(WATCHLIST_NOT_FOUND)
  const list = await newestPriceList('uhrady')
  const current = list
    ? await medicinesBySukl(
        Number(list.id),
        watchlist.items.map((item) => item.sukl)
      )
    : new Map()
  return {
    ...watchlist,
    priceList: list && {
      id: list.id,
      validFrom: list.validFrom,
      validTo: list.validTo,
      source: list.source,
    },
    items: resolveItems(watchlist.items, current),
  }
}
