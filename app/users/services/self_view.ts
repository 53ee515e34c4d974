import { security } from '#config/security'
import type User from '#users/models/user'

/**
 * The caller's own account as /protected/me, /users/me and the sign-in answer show it:
 * with the step the SPA must lead them to first (a forced password change, or the
 * two-factor enrolment an admin needs when ADMIN_2FA=required).
 */
export function selfView(user: User) {
  return {
    ...user.serialize(),
    mustEnrolTwoFactor:
      user.role === 'admin' && security.admin2fa === 'required' && !user.totpEnabledAt,
  }
}
