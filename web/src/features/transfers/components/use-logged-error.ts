import { useEffect } from 'react'

/** Transfer list failures are only logged, never shown (spec §8). */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error)
  }, [error, what])
}
