import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import type { User } from '../../../lib/user'

export interface Enrolment {
  secret: string
  otpauthUri: string
  /** The QR code as an SVG document, drawn by the server. */
  qrSvg: string
}

/** The password comes first: the QR code is shown only to whoever knows it. */
export function startEnrolment(password: string) {
  return api.post<Enrolment>('/users/me/2fa', { password })
}

export function confirmEnrolment(code: string) {
  return api.post<{ recoveryCodes: string[]; user: User }>('/users/me/2fa/confirm', { code })
}

export function disableTwoFactor(password: string) {
  return api.post<User>('/users/me/2fa/disable', { password })
}

function useStoreUser() {
  const queryClient = useQueryClient()
  return (user: User) => {
    authStorage.setUser(user)
    queryClient.setQueryData(['users', 'me'], user)
  }
}

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment })

export function useConfirmEnrolment() {
  const store = useStoreUser()
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: ({ user }) => store(user),
  })
}

export function useDisableTwoFactor() {
  const store = useStoreUser()
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: store })
}
