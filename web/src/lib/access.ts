import { paths } from './paths'
import { pendingStepOf, roleOf, type Role, type User } from './user'

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

/**
 * Where a signed-in account that opens `pathname` goes instead, or null: a forced password
 * change or two-factor enrolment before anything else, and only the screens of its role.
 */
export function detourFor(user: User, pathname: string, access: RouteAccess | undefined) {
  if (pendingStepOf(user) && pathname !== paths.profile) return paths.profile
  if (access && !isAllowed(access, roleOf(user))) return homePathFor(roleOf(user))
  return null
}
