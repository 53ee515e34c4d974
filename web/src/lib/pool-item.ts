import { shownStav } from '../../../app/pool/rules/stav_machine'
import {
  STAVY,
  type PoolItem,
  type PoolItemHistoryEntry,
  type Stav,
} from '../../../contracts/lists/pool_items'

/** A lot offered in the pool, the same row in every list of them: declared in contracts/lists. */
export type { PoolItem, PoolItemHistoryEntry, Stav }

/** The stav values of a pool item; uzavřeno is used by transfers only. */
export const STAV_VALUES = STAVY

/** Users read vyřazeno as nedodáno (not delivered). */
export function stavLabel(stav: string | null | undefined): string {
  if (!stav) return '—'
  return shownStav(stav)
}

/** Clients may read `id` or `_id` (API.md). */
export function itemIdOf(item: Pick<PoolItem, 'id' | '_id'>): string {
  return String(item.id ?? item._id)
}

/** `Důvod` and `duvod` carry the same value; either may be missing. */
export function reasonOf(item: Pick<PoolItem, 'Důvod' | 'duvod'>): string | null {
  return item['Důvod'] ?? item.duvod ?? null
}
