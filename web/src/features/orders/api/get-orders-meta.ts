import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

/** The branch's last export, which the proposal is computed from. */
export function getOrdersMeta(branch: BranchRef) {
  return api.get<{ lastBatch: string | null }>('/orders/meta', {
    query: { pharmacyCode: branch.pharmacyCode },
  })
}

export const ordersMetaQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['orders', 'meta', branch.firma, branch.pharmacyCode],
    queryFn: () => getOrdersMeta(branch),
  })

export function useOrdersMeta(branch: BranchRef) {
  return useQuery(ordersMetaQueryOptions(branch))
}
