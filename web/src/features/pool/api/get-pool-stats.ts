import type { ListState } from '../../../components/server-list/list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { poolKey } from '../pool-keys'

export interface PoolStatsRow {
  pobocka: string
  /** The branch's name; null for a code the firma's branch list does not know. */
  nazev: string | null
  total: number
  lezaci: number
  ohrozenci: number
  combined: number
  empty: number
}

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
