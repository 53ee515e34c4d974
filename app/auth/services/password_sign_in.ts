import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { failedLogins } from '#start/limiter'
import type User from '#users/models/user'
import { verifyCredentials } from '#auth/services/verify_credentials'
import { lockedOut, passwordAttemptsKey } from '#users/services/check_password'

export { TOO_MANY_LOGINS } from '#users/services/check_password'

const REFUSALS = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_DEACTIVATED'])

/**
 * The first step of a sign-in: the password. Failed attempts count per e-mail (API.md:
 * 10 per 15 minutes), together with wrong passwords typed in the profile (check_password);
 * each failure and the lockout are security events of the audit trail.
 */
export async function passwordSignIn(email: string, password: string): Promise<User> {
  const typed = email.trim().toLowerCase().slice(0, 254)
  let result: [unknown, User | null]
  try {
    result = await failedLogins().penalize(passwordAttemptsKey(typed), () =>
      verifyCredentials(email, password)
    )
  } catch (error) {
    if (error instanceof DomainError && REFUSALS.has(error.code ?? '')) {
      await recordAudit({
        action: 'auth.login_failed',
        entity: 'user',
        actor: { kind: 'anonymous', email: typed },
        after: { reason: error.code },
      })
    }
    throw error
  }
  const [throttled, user] = result
  if (throttled) await lockedOut(typed)
  return user as User
}
