import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { ledgerKey, type LedgerBranch } from '../ledger'

/** Every branch of the firma with its total balance and relations (admin only). */
export async function getLedgerAdmin(firma: string): Promise<LedgerBranch[]> {
  const body = await api.get<{ result?: LedgerBranch[] }>('/ledger', { query: { firma } })
  return body.result ?? []
}

export const ledgerAdminQueryOptions = (firma: string) =>
  queryOptions({ queryKey: [...ledgerKey, 'admin', firma], queryFn: () => getLedgerAdmin(firma) })

export function useLedgerAdmin(firma: string) {
  return useQuery(ledgerAdminQueryOptions(firma))
}
