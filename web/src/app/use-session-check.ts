import { startTransition, useEffect, useState } from 'react'
import { ApiError } from '../lib/api-client'
import { authStorage } from '../lib/auth-storage'
import type { User } from '../lib/user'
import { getCurrentUser, InvalidUserResponseError } from '../features/auth/api/get-current-user'

// Leaving the page (reload, typed address) aborts an in-flight check the way a network
// failure would; that must not sign the user out. Chromium aborts it when the navigation
// starts, before 'pagehide' (the next page found no token in 3 of 16 e2e runs), so
// 'beforeunload' counts too; a page still here a moment later (a download) is not leaving.
const STILL_HERE_MS = 1000
let leavingPage = false
window.addEventListener('beforeunload', () => {
  leavingPage = true
  setTimeout(() => (leavingPage = false), STILL_HERE_MS)
})
window.addEventListener('pagehide', () => (leavingPage = true))
window.addEventListener('pageshow', () => (leavingPage = false))

export type SessionState =
  | { status: 'checking' }
  | { status: 'ready'; user: User }
  | { status: 'failed'; message: string | null }

/* The first check of a reload, started by main.tsx beside the screen's code and list. */
let early: { pathname: string; check: Promise<User> } | null = null

/** Asks who the token belongs to before React renders; the guard of `pathname` takes the answer. */
export function startSessionCheck(pathname: string) {
  if (!authStorage.getToken()) return
  const check = getCurrentUser()
  /* Its failure is handled by the guard that takes it. */
  check.catch(() => {})
  early = { pathname, check }
}

/** The early check, once, for the path it was started for. */
function takeEarlyCheck(pathname: string) {
  const taken = early?.pathname === pathname ? early.check : null
  early = null
  return taken
}

function failureMessage(error: unknown): string | null {
  if (error instanceof InvalidUserResponseError) return 'Neplatná odpověď serveru'
  if (error instanceof ApiError && error.status === 401) return null
  return 'Nelze načíst údaje uživatele'
}

/**
 * Asks the server who the token belongs to, again on every path change. The last
 * verified user stays on screen while a re-check runs; a failed check forgets the session.
 */
export function useSessionCheck(pathname: string, hasToken: boolean): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'checking' })

  useEffect(() => {
    if (!hasToken) return
    const controller = new AbortController()
    const check = takeEarlyCheck(pathname) ?? getCurrentUser(controller.signal)
    check.then(
      (user) => {
        /* The stored copy follows the server (a pending step the account must take first). */
        authStorage.setUser(user)
        /* The screen mounts in a transition, in short slices with its list already here (#28). */
        startTransition(() => setState({ status: 'ready', user }))
      },
      (error: unknown) => {
        if (controller.signal.aborted || leavingPage) return
        authStorage.clearSession()
        setState({ status: 'failed', message: failureMessage(error) })
      }
    )
    return () => controller.abort()
  }, [pathname, hasToken])

  return state
}
