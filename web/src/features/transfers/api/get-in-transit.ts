import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPage } from '../../../lib/api-client'
import { transfersKey, type Prevodka } from '../transfer'

/* The oldest převodky matter most; převodky nobody receives stay on the way for good. */
const IN_TRANSIT_LIMIT = 100

/**
 * The firma's oldest převodky on the way (at most IN_TRANSIT_LIMIT) and how many are on
 * the way in all; `longOnly` keeps those over 5 days (admin).
 */
export function getInTransit(firma: string, longOnly: boolean) {
  return getPage<Prevodka>('/transfers/in-transit', {
    query: { firma, longOnly: longOnly ? 'true' : undefined, page: 1, limit: IN_TRANSIT_LIMIT },
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
