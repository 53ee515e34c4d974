import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { poolKey } from '../pool-keys'
import type { PoolStatsRow } from '../../../../../contracts/lists/pool_stats'

/** Pool statistics exist for one firma only, named in the path. */
export const poolStatsPath = (firma: string) => `/pool/${encodeURIComponent(firma)}/stats`

/** One page of the statistics, a row per branch, as the server searches and sorts them. */
export function usePoolStats(firma: string, state: ListState) {
  return usePathList<PoolStatsRow>({
    key: [...poolKey, 'stats', firma],
    path: poolStatsPath(firma),
    state,
  })
}
