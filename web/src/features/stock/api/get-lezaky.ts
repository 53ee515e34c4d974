import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, stockKey, type BranchRef, type StockItem, type StockList } from '../stock-item'

export async function getLezaky(branch: BranchRef): Promise<StockList> {
  const body = await api.get<{ lastBatch: string | null; lezaky: StockItem[] }>(
    branchPath('/lezaky', branch)
  )
  return { lastBatch: body.lastBatch ?? null, items: body.lezaky ?? [] }
}

export const lezakyQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: [...stockKey, 'lezaky', branch.firma, branch.pharmacyCode],
    queryFn: () => getLezaky(branch),
  })

export function useLezaky(branch: BranchRef) {
  return useQuery(lezakyQueryOptions(branch))
}
