import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { PoolItem } from '../../../lib/pool-item'
import { transfersKey } from '../transfer'

/** The lines of a převodka; visible to its two branches and to admins. */
export function getTransferDetail(prevodkaId: string) {
  return api.get<PoolItem[]>(`/transfers/detail/${encodeURIComponent(prevodkaId)}`)
}

export const transferDetailQueryOptions = (prevodkaId: string) =>
  queryOptions({
    queryKey: [...transfersKey, 'detail', prevodkaId],
    queryFn: () => getTransferDetail(prevodkaId),
  })

/** Loads only while a převodka is open. */
export function useTransferDetail(prevodkaId: string | null) {
  return useQuery({ ...transferDetailQueryOptions(prevodkaId ?? ''), enabled: prevodkaId !== null })
}
