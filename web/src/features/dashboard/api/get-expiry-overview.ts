import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'

/** Stock value expiring within a horizon (`days`), or already expired (`days` null). */
export type ExpiryBucket = { key: string; days: number | null; value: number; lots: number }

export type ExpiryOverview = {
  lastBatch: string | null
  today: string
  buckets: ExpiryBucket[]
  /** Lots within the horizons that have no NCSD, so no value. */
  unpricedLots: number
}

export const getExpiryOverview = (branch: BranchRef) =>
  api.get<ExpiryOverview>(branchPath('/dashboard/expiry', branch))

export const expiryOverviewQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['dashboard-expiry', branch.firma, branch.pharmacyCode],
    queryFn: () => getExpiryOverview(branch),
  })

/** Disabled for an account without a branch. */
export function useExpiryOverview(branch: BranchRef | null) {
  return useQuery({
    ...expiryOverviewQueryOptions(branch ?? { firma: '', pharmacyCode: '' }),
    enabled: branch !== null,
  })
}
