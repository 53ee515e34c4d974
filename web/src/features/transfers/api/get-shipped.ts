import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Převodky the branch sent, in any stav. */
export function getShipped(branch: BranchRef) {
  return api.get<Prevodka[]>(branchPath('/transfers/shipped', branch))
}

export const shippedQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...transfersKey, 'shipped', branch.firma, branch.pharmacyCode],
    queryFn: () => getShipped(branch),
  })

export function useShipped(branch: BranchRef) {
  return useQuery(shippedQueryOptions(branch))
}
