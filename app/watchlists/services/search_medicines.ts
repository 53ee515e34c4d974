import { domain } from '#config/domain'
import { searchMedicines as search } from '#watchlists/queries/uhrady_medicines'
import { currentUhradyList } from '#watchlists/services/uhrady_list'

/** Medicines of the current úhrady list matching `q` (DOMAIN.md "Watchlists"). */
export async function searchMedicines(q: string) {
  const list = await currentUhradyList()
  return search(Number(list.id), q, domain.WATCHLIST_SEARCH_MAX_RESULTS)
}
