import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { priceListKey, priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'

export function getPriceListMeta(kind: PriceListKind) {
  return api.get<{ ok: boolean; meta: PriceListMeta | null }>(`${priceListKinds[kind].base}/meta`)
}

export const priceListMetaQueryOptions = (kind: PriceListKind) =>
  queryOptions({
    queryKey: [...priceListKey(kind), 'meta'],
    queryFn: () => getPriceListMeta(kind),
  })

export function usePriceListMeta(kind: PriceListKind) {
  return useQuery(priceListMetaQueryOptions(kind))
}
