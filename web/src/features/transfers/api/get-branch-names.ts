import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Branch code → name, for the other branch of a transfer item (issue #25). */
export type BranchNames = ReadonlyMap<string, string>

const NONE: BranchNames = new Map()

/** The names of the firma's branches; the lists show codes until they are in. */
export function useBranchNames(): BranchNames {
  const { data } = useQuery({
    queryKey: ['branches'],
    queryFn: () => api.get<{ code: string; name: string }[]>('/branches'),
    staleTime: 5 * 60_000,
  })
  return useMemo(() => (data ? new Map(data.map((b) => [String(b.code), b.name])) : NONE), [data])
}
