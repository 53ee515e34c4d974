import { DomainError } from '#core/domain_error'
import { newestPriceList } from '#pricelists/queries/price_lists'
import { medicinesBySukl } from '#watchlists/queries/uhrady_medicines'
import {
  WATCHLIST_NOT_FOUND,
  watchlistOf,
  type Branch,
  type WatchlistView,
} from '#watchlists/queries/watchlists'
import { resolveItems, type ResolvedItem } from '#watchlists/rules/watchlist_items'

export type ResolvedWatchlist = Omit<WatchlistView, 'items'> & {
  /** The úhrady list the surcharges come from; null before any upload. */
  priceList: { id: string; validFrom: string; validTo: string | null; source: string } | null
  items: ResolvedItem[]
}

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
