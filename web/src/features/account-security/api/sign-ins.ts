import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface SignIn {
  id: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  ip: string | null
  userAgent: string | null
  /** `Chrome 131, Windows` */
  browser: string
  /** The sign-in of this browser. */
  current: boolean
}

const signInsKey = ['users', 'me', 'sessions'] as const

export const signInsQueryOptions = () =>
  queryOptions({
    queryKey: signInsKey,
    queryFn: ({ signal }) => api.get<SignIn[]>('/users/me/sessions', { signal }),
  })

export const useSignIns = () => useQuery(signInsQueryOptions())

/** Ends one sign-in of the caller: that browser is signed out at its next request. */
export function useEndSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/users/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsKey }),
  })
}

/** "Odhlásit všude jinde": every sign-in but this one. */
export function useEndOtherSignIns() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<{ ended: number }>('/users/me/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsKey }),
  })
}
