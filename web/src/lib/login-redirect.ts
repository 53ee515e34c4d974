import { paths } from './paths'

/** Router state handed to /login by the guard (from, error) and by registration (notice). */
export interface LoginLocationState {
  from?: string
  notice?: string
  error?: string
}

/** Only same-site paths, never back to the sign-in screens themselves. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null
  const pathname = path.split(/[?#]/)[0]
  if (pathname === paths.login || pathname === paths.register) return null
  return path
}
