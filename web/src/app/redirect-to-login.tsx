import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { authStorage } from '../lib/auth-storage'
import type { LoginLocationState } from '../lib/login-redirect'
import { paths } from '../lib/paths'

interface RedirectToLoginProps {
  from: string
  error?: string | null
}

/** Sends the visitor to /login and remembers where they wanted to go. */
export function RedirectToLogin({ from, error }: RedirectToLoginProps) {
  const navigate = useNavigate()

  useEffect(() => {
    authStorage.rememberReturnTo(from)
    const state: LoginLocationState = { from, error: error ?? undefined }
    navigate(paths.login, { replace: true, state })
  }, [navigate, from, error])

  return null
}
