import { paths } from './paths'
import type { Role } from './user'

/** Who may open a page: public, user only (U), admin only (A) or both (B). */
export type RouteAccess = 'public' | 'user' | 'admin' | 'both'

const allowed: Record<Exclude<RouteAccess, 'public'>, Role[]> = {
  user: ['user'],
  admin: ['admin'],
  both: ['user', 'admin'],
}

export function isAllowed(access: RouteAccess, role: Role): boolean {
  return access === 'public' || allowed[access].includes(role)
}

/** Where a role lands after sign-in and when it opens a page it may not see. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? paths.adminDashboard : paths.userDashboard
}
