import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { authStorage } from '../../lib/auth-storage'
import { paths } from '../../lib/paths'

/** Log-out clears local storage (and the session copy of the token), then goes to /login. */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  return useCallback(() => {
    authStorage.clearSession()
    authStorage.forgetReturnTo()
    queryClient.clear()
    navigate(paths.login, { replace: true })
  }, [navigate, queryClient])
}
