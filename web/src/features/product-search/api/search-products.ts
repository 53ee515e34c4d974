import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** A product in a branch's stock: its lots summed, with the nearest expiry. */
export interface StockHit {
  pharmacyCode: string
  pdk: string
  nazev: string
  kodVZP: string | null
  mnozstvi: number
  exspirace: string | null
}

/** A pool item: offered in the pool, or on its way between two branches. */
export interface ItemHit {
  id: string
  pharmacyCode: string
  targetPharmacyCode: string | null
  pdk: string
  nazev: string
  kodVZP: string | null
  mnozstvi: number
  exspirace: string | null
  stav: string
  prevodkaId: string | null
}

interface Group<T> {
  items: T[]
  more: boolean
}

export interface ProductSearchResult {
  /** The branch searched; `pharmacyCode` null when an admin searched the whole firma. */
  scope: { firma: string; pharmacyCode: string | null }
  stock: Group<StockHit>
  pool: Group<ItemHit>
  transfers: Group<ItemHit>
}

/* Two letters find a product in a branch; an admin's whole firma needs three (API). */
export const minLengthFor = (wholeFirma: boolean) => (wholeFirma ? 3 : 2)

export function searchProducts(q: string, signal?: AbortSignal) {
  return api.get<ProductSearchResult>('/search/products', { query: { q }, signal })
}

/** The product found in the caller's branch (an admin's: the firma); no request for short text. */
export function useProductSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['product-search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
