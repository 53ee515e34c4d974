import { STAVY, shownStav, type Stav } from '../../../app/pool/rules/stav_machine'

export type { Stav }

/** The stav values of a pool item; uzavřeno is used by transfers only. */
export const STAV_VALUES = STAVY

export interface PoolItemHistoryEntry {
  changedAt: string
  stav: string
  note: string | null
  by?: string | null
}

/** A lot offered in the pool; the same shape is a transfer item and a line of a převodka. */
export interface PoolItem {
  _id: string
  id: string
  firma: string
  PDK: string
  Název: string
  Množství: number
  Šarže: string | null
  /** `YYYY-MM-DD`, or null for a lot without expiry. */
  Exspirace: string | null
  NCSD: number | null
  Dodavatel: string | null
  kodVZP: string | null
  /** GTIN-14 of the pack, when the branch's export has an EAN/GTIN column. */
  gtin?: string | null
  /** The source branch. */
  pharmacyCode: string
  targetPharmacyCode: string | null
  /** 0–100. */
  probability: number | null
  stav: Stav | string
  duvod: string | null
  Důvod: string | null
  prevodkaId: string | null
  /** What the target received (set by a receipt; 0 when nedodáno) and why it was less. */
  receivedQuantity?: number | null
  receiptReason?: string | null
  lezak: boolean
  ohrozeny: boolean
  history: PoolItemHistoryEntry[]
  version: number
  updatedAt: string
}

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
