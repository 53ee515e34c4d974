import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

export interface Branch {
  firma: string
  code: string
  name: string
  street: string | null
  city: string | null
  zip: string | null
}

/** The branches of the caller's firma: an admin picks one to act for, or a pool item's branches. */
export function listBranches() {
  return api.get<Branch[]>('/branches')
}

export const branchesQueryOptions = () =>
  queryOptions({ queryKey: ['branches'], queryFn: listBranches, staleTime: 5 * 60_000 })

export function useBranches(enabled = true) {
  return useQuery({ ...branchesQueryOptions(), enabled })
}
