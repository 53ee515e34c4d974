export type Role = 'user' | 'admin'

export interface Address {
  street: string | null
  city: string | null
  zip: string | null
}

export interface User {
  id: string
  _id?: string
  username: string
  email: string
  role?: string | null
  firma: string | null
  pharmacyCode: string | null
  fullName: string | null
  phone: string | null
  address: Address | null
  carrierCustomerNumber: string | null
  createdAt: string
  twoFactorEnabled?: boolean
  /** An admin asked for a new password: the account can do nothing else first. */
  mustChangePassword?: boolean
  /** ADMIN_2FA=required and this admin has no two-factor sign-in yet. */
  mustEnrolTwoFactor?: boolean
  active?: boolean
}

/** The step the account must take before anything else, if any (issue #18). */
export function pendingStepOf(user: User): 'password' | 'twoFactor' | null {
  if (user.mustChangePassword) return 'password'
  if (user.mustEnrolTwoFactor) return 'twoFactor'
  return null
}

/** A missing or blank role counts as user. */
export function roleOf(user: Pick<User, 'role'> | null | undefined): Role {
  return user?.role?.trim().toLowerCase() === 'admin' ? 'admin' : 'user'
}

export const roleLabels: Record<Role, string> = {
  user: 'Uživatel',
  admin: 'Administrátor',
}

export function displayName(user: Pick<User, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username
}

/** Clients may read `id` or `_id` (API.md). */
export function userIdOf(user: Pick<User, 'id' | '_id'>): string {
  return String(user.id ?? user._id)
}
