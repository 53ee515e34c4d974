import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { PoolItem } from '../../../lib/pool-item'
import { poolItemsKey } from '../pool-keys'

/** How the pool items screen reads its list state from the address. */
export const poolItemsListOptions = { filters: ['stav', 'source'] }

export const poolItemsListRequest: PathListRequest<PoolItem> = {
  key: poolItemsKey,
  path: '/poolitems',
}

/** One page of the firma's pool items (admin only), searched over the whole firma. */
export function usePoolItems(state: ListState) {
  return usePathList({ ...poolItemsListRequest, state })
}
