import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { PoolItem } from '../../../lib/pool-item'
import { poolItemsKey } from '../pool-keys'

/** Every pool item of every branch (admin only). */
export function listPoolItems() {
  return api.get<PoolItem[]>('/poolitems')
}

export const poolItemsQueryOptions = () =>
  queryOptions({ queryKey: poolItemsKey, queryFn: listPoolItems })

export function usePoolItems() {
  return useQuery(poolItemsQueryOptions())
}
