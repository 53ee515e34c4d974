import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'

/** A month `YYYY-MM` and the value of the branch's pool items other branches received in it. */
export type MonthSaving = { month: string; value: number }

export type PoolSavings = { months: MonthSaving[]; total: number }

export const getPoolSavings = (branch: BranchRef) =>
  api.get<PoolSavings>(branchPath('/dashboard/pool-savings', branch))

export const poolSavingsQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['dashboard-pool-savings', branch.firma, branch.pharmacyCode],
    queryFn: () => getPoolSavings(branch),
  })

/** Disabled for an account without a branch. */
export function usePoolSavings(branch: BranchRef | null) {
  return useQuery({
    ...poolSavingsQueryOptions(branch ?? { firma: '', pharmacyCode: '' }),
    enabled: branch !== null,
  })
}
