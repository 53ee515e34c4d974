import { DomainError } from '#core/domain_error'
import { security } from '#config/security'
import { checkPassword } from '#users/services/check_password'
import { type Acting, WRONG_PASSWORD } from '#auth/services/enrol_two_factor'
import { resetTwoFactor } from '#auth/services/reset_two_factor'

export const REQUIRED_FOR_ADMINS =
  'Správce musí mít dvoufázové ověření zapnuté (ADMIN_2FA=required).'
export const NOT_ENABLED = 'Dvoufázové ověření nemáte zapnuté.'

/**
 * The user turns two-factor sign-in off in the profile, proving the password (a wrong one
 * counts with the failed sign-ins, so this is no password oracle). Every other session of
 * the user ends; this one stays.
 */
export async function disableTwoFactor({ user, sessionId }: Acting, password: string) {
  if (user.role === 'admin' && security.admin2fa === 'required') {
    throw DomainError.conflict('TWO_FACTOR_REQUIRED', REQUIRED_FOR_ADMINS)
  }
  if (!user.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_DISABLED', NOT_ENABLED)
  await checkPassword(user, password, {
    field: 'password',
    message: WRONG_PASSWORD,
    purpose: '2fa_disable',
  })
  return resetTwoFactor(user.id, 'users.2fa_disable', sessionId)
}
