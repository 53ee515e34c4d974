import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { api } from '../../lib/api-client'
import { authStorage } from '../../lib/auth-storage'
import { paths } from '../../lib/paths'

/**
 * Log-out ends the session on the server first (its token stops working everywhere, also in
 * other tabs), then clears local storage (and the session copy of the token) and goes to
 * /login. A failed call (server down, session already ended) does not keep anyone signed in.
 */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  return useCallback(async () => {
    if (authStorage.getToken()) await api.post('/auth/logout').catch(() => undefined)
    authStorage.clearSession()
    authStorage.forgetReturnTo()
    queryClient.clear()
    navigate(paths.login, { replace: true })
  }, [navigate, queryClient])
}
