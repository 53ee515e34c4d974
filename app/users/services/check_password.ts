import hash from '@adonisjs/core/services/hash'
import { errors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { failedLogins } from '#start/limiter'
import { recordLockout } from '#users/services/record_lockout'

export const TOO_MANY_LOGINS =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'

/* Why a signed-in user proves their password; named in the audit row of a wrong one. */
export type PasswordPurpose = 'password_change' | '2fa_enrol' | '2fa_disable'

/**
 * The one counter of wrong passwords of an account (API.md: 10 per 15 minutes), keyed by
 * its e-mail as typed at the sign-in: a wrong password in the profile and a failed sign-in
 * count together, and a lockout holds for both, so no route is a password oracle.
 */
export const passwordAttemptsKey = (email: string) =>
  `login_email_${email.trim().toLowerCase().slice(0, 254)}`

/** 429 once the account's wrong passwords are over the limit; the lockout is audited once. */
export async function lockedOut(email: string): Promise<never> {
  await recordLockout('email', email.trim().toLowerCase())
  throw new DomainError('TOO_MANY_REQUESTS', 429, TOO_MANY_LOGINS)
}

/**
 * A signed-in user proves their password before changing how they sign in. A wrong one is
 * a 422 of `field` (and an audit row), counted with the failed sign-ins of the account.
 */
export async function checkPassword(
  user: { id: number; email: string; password: string },
  password: string,
  check: { field: string; message: string; purpose: PasswordPurpose }
) {
  const [throttled] = await failedLogins().penalize(passwordAttemptsKey(user.email), async () => {
    if (await hash.verify(user.password, password)) return
    await recordAudit({
      action: 'auth.password_failed',
      entity: 'user',
      entityId: user.id,
      after: { purpose: check.purpose },
    })
    throw new errors.E_VALIDATION_ERROR([
      { field: check.field, message: check.message, rule: 'password' },
    ])
  })
  if (throttled) await lockedOut(user.email)
}
