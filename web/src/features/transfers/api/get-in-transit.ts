import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { transfersKey, type Prevodka } from '../transfer'

/** The firma's převodky on the way, oldest first; `longOnly` keeps those over 5 days (admin). */
export function getInTransit(firma: string, longOnly: boolean) {
  return api.get<Prevodka[]>('/transfers/in-transit', {
    query: { firma, longOnly: longOnly ? 'true' : undefined },
  })
}

export const inTransitQueryOptions = (firma: string, longOnly: boolean) =>
  queryOptions({
    queryKey: [...transfersKey, 'in-transit', firma, longOnly],
    queryFn: () => getInTransit(firma, longOnly),
  })

export function useInTransit(firma: string, longOnly: boolean) {
  return useQuery(inTransitQueryOptions(firma, longOnly))
}
