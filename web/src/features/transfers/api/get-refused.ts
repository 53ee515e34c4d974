import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey } from '../transfer'

/** An item the branch refused: it is not offered to the branch again until unblocked. */
export interface RefusedItem {
  _id: string
  reason: string | null
  poolItemId: string
  Název: string
  PDK: string
  Exspirace: string | null
  Šarže: string | null
  createdAt: string
}

export function getRefused(branch: BranchRef) {
  return api.get<RefusedItem[]>(branchPath('/refused', branch))
}

export const refusedKey = (branch: BranchRef) =>
  [...transfersKey, 'refused', branch.firma, branch.pharmacyCode] as const

export const refusedQueryOptions = (branch: BranchRef) =>
  queryOptions({ queryKey: refusedKey(branch), queryFn: () => getRefused(branch) })

export function useRefused(branch: BranchRef) {
  return useQuery(refusedQueryOptions(branch))
}
