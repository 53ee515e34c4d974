import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { poolKey } from '../pool-keys'

export interface PoolStatsRow {
  pobocka: string
  total: number
  lezaci: number
  ohrozenci: number
  combined: number
  empty: number
}

/** Pool statistics per branch; they exist for one firma only, named in the path. */
export function getPoolStats(firma: string) {
  return api.get<PoolStatsRow[]>(`/pool/${encodeURIComponent(firma)}/stats`)
}

export const poolStatsQueryOptions = (firma: string) =>
  queryOptions({ queryKey: [...poolKey, 'stats', firma], queryFn: () => getPoolStats(firma) })

export function usePoolStats(firma: string) {
  return useQuery(poolStatsQueryOptions(firma))
}
