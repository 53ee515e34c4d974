import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type DashboardCounters = {
  kPrijeti: number
  usetreno: number
  odeslano: number
  prijato: number
}

export const getCounters = (firma: string, pharmacyCode: string) =>
  api.get<DashboardCounters>(
    `/dashboard/counters/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}`
  )

export const countersQueryOptions = (firma: string, pharmacyCode: string) =>
  queryOptions({
    queryKey: ['dashboard-counters', firma, pharmacyCode],
    queryFn: () => getCounters(firma, pharmacyCode),
  })

export function useCounters(firma: string | null, pharmacyCode: string | null) {
  return useQuery({
    ...countersQueryOptions(firma ?? '', pharmacyCode ?? ''),
    enabled: Boolean(firma && pharmacyCode),
  })
}
