import type { User } from './user'

const TOKEN_KEY = 'token'
const USER_KEY = 'user'
const RETURN_TO_KEY = 'returnTo'

/**
 * Token and user of the signed-in person. Some older screens keep the token in
 * sessionStorage only, so reads fall back to it.
 */
export const authStorage = {
  getToken(): string | null {
    return localStorage.getItem(TOKEN_KEY) || sessionStorage.getItem(TOKEN_KEY) || null
  },

  getUser(): User | null {
    const raw = localStorage.getItem(USER_KEY)
    if (!raw) return null
    try {
      return JSON.parse(raw) as User
    } catch {
      return null
    }
  },

  save(token: string, user: User) {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  },

  setUser(user: User) {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  },

  /** The spec clears all of localStorage on log-out and on a failed login. */
  clear() {
    localStorage.clear()
  },

  /** Forgets the session everywhere: log-out and a failed guard check. */
  clearSession() {
    localStorage.clear()
    sessionStorage.removeItem(TOKEN_KEY)
  },

  rememberReturnTo(path: string) {
    sessionStorage.setItem(RETURN_TO_KEY, path)
  },

  /** Reads and forgets the location remembered by the guard. */
  takeReturnTo(): string | null {
    const path = sessionStorage.getItem(RETURN_TO_KEY)
    sessionStorage.removeItem(RETURN_TO_KEY)
    return path
  },

  forgetReturnTo() {
    sessionStorage.removeItem(RETURN_TO_KEY)
  },
}
