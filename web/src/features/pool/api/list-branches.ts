import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface Branch {
  firma: string
  code: string
  name: string
  street: string | null
  city: string | null
  zip: string | null
}

/** The branches of the caller's firma, for the pool-item dialog's branch pickers. */
export function listBranches() {
  return api.get<Branch[]>('/branches')
}

export const branchesQueryOptions = () =>
  queryOptions({ queryKey: ['branches'], queryFn: listBranches, staleTime: 5 * 60_000 })

export function useBranches(enabled = true) {
  return useQuery({ ...branchesQueryOptions(), enabled })
}
