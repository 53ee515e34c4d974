import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Převodky sent to the branch and not yet received. */
export function getReceived(branch: BranchRef) {
  return api.get<Prevodka[]>(branchPath('/transfers/received', branch))
}

export const receivedQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...transfersKey, 'received', branch.firma, branch.pharmacyCode],
    queryFn: () => getReceived(branch),
  })

export function useReceived(branch: BranchRef) {
  return useQuery(receivedQueryOptions(branch))
}
