import { createContext, useContext } from 'react'
import type { User } from './user'

/** The user the guard verified with the server; set for every signed-in page. */
export const CurrentUserContext = createContext<User | null>(null)

export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext)
  if (!user) throw new Error('useCurrentUser must be used inside a signed-in layout')
  return user
}
