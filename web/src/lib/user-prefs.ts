import { useCallback, useContext, useSyncExternalStore } from 'react'
import { CurrentUserContext } from './current-user'

/*
| How one person likes the screens (issue #25): list density, the menu as an icon rail,
| the columns of each list shown or hidden by hand. Kept in localStorage under the user's
| id, so two people sharing a counter computer each get their own. The spec's log-out
| clears localStorage, and these go with it.
*/

export type Density = 'compact' | 'comfortable'

export interface UserPrefs {
  density?: Density
  navCollapsed?: boolean
  /** Per list (its path), the columns the user showed (true) or hid (false) by hand. */
  columns?: Record<string, Record<string, boolean>>
}

const EMPTY: UserPrefs = {}
const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; prefs: UserPrefs }>()

const keyOf = (userId: string) => `lemon.prefs.${userId}`

function read(userId: string): UserPrefs {
  const key = keyOf(userId)
  const raw = localStorage.getItem(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.prefs
  let prefs = EMPTY
  try {
    prefs = raw ? (JSON.parse(raw) as UserPrefs) : EMPTY
  } catch {
    prefs = EMPTY
  }
  cache.set(key, { raw, prefs })
  return prefs
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The signed-in user's preferences and a function that changes them. */
export function useUserPrefs() {
  const user = useContext(CurrentUserContext)
  const userId = user?.id ?? user?._id ?? 'anonymous'
  const prefs = useSyncExternalStore(subscribe, () => read(userId))
  const update = useCallback(
    (change: (current: UserPrefs) => UserPrefs) => {
      localStorage.setItem(keyOf(userId), JSON.stringify(change(read(userId))))
      for (const listener of listeners) listener()
    },
    [userId]
  )
  return [prefs, update] as const
}
