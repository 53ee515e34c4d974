import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { priceListKey, priceListKinds, type PriceListKind, type PriceListMeta } from '../price-list'

export const priceListHistoryPath = (kind: PriceListKind) => `${priceListKinds[kind].base}/list`

const itemsOf = (body: { ok: boolean; items: PriceListMeta[] }) => body.items

/** One page of a kind's upload history (newest first), as the server sorts and searches it. */
export function usePriceLists(kind: PriceListKind, state: ListState) {
  return usePathList<PriceListMeta, { ok: boolean; items: PriceListMeta[] }>({
    key: [...priceListKey(kind), 'list'],
    path: priceListHistoryPath(kind),
    state,
    rowsOf: itemsOf,
  })
}
