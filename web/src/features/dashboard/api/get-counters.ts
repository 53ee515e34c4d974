import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'

export type DashboardCounters = {
  kPrijeti: number
  usetreno: number
  odeslano: number
  prijato: number
}

export const getCounters = (branch: BranchRef) =>
  api.get<DashboardCounters>(branchPath('/dashboard/counters', branch))

export const countersQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: ['dashboard-counters', branch.firma, branch.pharmacyCode],
    queryFn: () => getCounters(branch),
  })

/** Disabled for an account without a branch. */
export function useCounters(branch: BranchRef | null) {
  return useQuery({
    ...countersQueryOptions(branch ?? { firma: '', pharmacyCode: '' }),
    enabled: branch !== null,
  })
}
