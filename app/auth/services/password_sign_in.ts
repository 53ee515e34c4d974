import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { failedLogins } from '#start/limiter'
import type User from '#users/models/user'
import { verifyCredentials } from '#auth/services/verify_credentials'
import { recordLockout } from '#auth/services/record_lockout'

export const TOO_MANY_LOGINS =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'

const REFUSALS = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_DEACTIVATED'])

/**
 * The first step of a sign-in: the password. Failed attempts count per e-mail (API.md:
 * 10 per 15 minutes); each failure and the lockout are security events of the audit trail.
 */
export async function passwordSignIn(email: string, password: string): Promise<User> {
  const typed = email.trim().toLowerCase().slice(0, 254)
  let result: [unknown, User | null]
  try {
    result = await failedLogins().penalize(`login_email_${typed}`, () =>
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
  if (throttled) {
    await recordLockout('email', typed)
    throw new DomainError('TOO_MANY_REQUESTS', 429, TOO_MANY_LOGINS)
  }
  return user as User
}
