import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { priceListKey, priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'

/** The upload history of a kind, newest first. */
export function listPriceLists(kind: PriceListKind) {
  return api.get<{ ok: boolean; items: PriceListMeta[] }>(`${priceListKinds[kind].base}/list`)
}

export const priceListsQueryOptions = (kind: PriceListKind) =>
  queryOptions({
    queryKey: [...priceListKey(kind), 'list'],
    queryFn: () => listPriceLists(kind),
  })

export function usePriceLists(kind: PriceListKind) {
  return useQuery(priceListsQueryOptions(kind))
}
