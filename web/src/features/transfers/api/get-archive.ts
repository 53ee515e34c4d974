import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey, type Prevodka } from '../transfer'

/** Received or closed převodky where the branch is the source or the target. */
export function getArchive(branch: BranchRef) {
  return api.get<Prevodka[]>(branchPath('/transfers/archive', branch))
}

export const archiveQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...transfersKey, 'archive', branch.firma, branch.pharmacyCode],
    queryFn: () => getArchive(branch),
  })

export function useArchive(branch: BranchRef) {
  return useQuery(archiveQueryOptions(branch))
}
