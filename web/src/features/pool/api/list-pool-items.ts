import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import type { PoolItem } from '../../../lib/pool-item'
import { poolItemsKey } from '../pool-keys'

/** One page of the firma's pool items (admin only), searched over the whole firma. */
export function usePoolItems(state: ListState) {
  return usePathList<PoolItem>({ key: poolItemsKey, path: '/poolitems', state })
}
