import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { PoolItem } from '../../../lib/pool-item'
import { poolItemsKey } from '../pool-keys'
import type { FilterOf } from '../../../../../contracts/lists/list'
import type { adminPoolItemsList } from '../../../../../contracts/lists/pool_items'

/** How the pool items screen reads its list state from the address: the list's filters it shows. */
export const poolItemsListOptions = {
  filters: ['stav', 'source'] satisfies FilterOf<typeof adminPoolItemsList>[],
}

export const poolItemsListRequest: PathListRequest<PoolItem> = {
  key: poolItemsKey,
  path: '/poolitems',
}

/** One page of the firma's pool items (admin only), searched over the whole firma. */
export function usePoolItems(state: ListState) {
  return usePathList({ ...poolItemsListRequest, state })
}
