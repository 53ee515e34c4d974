import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, stockKey, type BranchRef, type StockItem, type StockList } from '../stock-item'

export async function getOhrozenci(branch: BranchRef): Promise<StockList> {
  const body = await api.get<{ lastBatch: string | null; ohrozenci: StockItem[] }>(
    branchPath('/ohrozenci', branch)
  )
  return { lastBatch: body.lastBatch ?? null, items: body.ohrozenci ?? [] }
}

export const ohrozenciQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...stockKey, 'ohrozenci', branch.firma, branch.pharmacyCode],
    queryFn: () => getOhrozenci(branch),
  })

export function useOhrozenci(branch: BranchRef) {
  return useQuery(ohrozenciQueryOptions(branch))
}
