import hash from '@adonisjs/core/services/hash'
import { errors } from '@vinejs/vine'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { failedLogins } from '#start/limiter'
import { recordLockout } from '#users/services/record_lockout'

export const TOO_MANY_LOGINS =
  'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'

/* Why a signed-in user proves their password; named in the audit row of a wrong one. */
export type PasswordPurpose = 'password_change' | '2fa_enrol' | '2fa_disable'

/**
 * The one counter of wrong passwords of an account (API.md: 10 per 15 minutes), keyed by the
 * account: a wrong password in the profile and a failed sign-in count together, and a lockout
 * holds for both, so no route is a password oracle. An e-mail that names no account is keyed
 * as PostgreSQL lower-cases it, the way the account is looked up (issue #35: a locked account
 * signed in with its e-mail spelled with a Turkish `İ`, which JavaScript lower-cases
 * differently, and each spelling got ten fresh attempts).
 */
export const passwordAttemptsKey = (account: { id?: number | null; email: string }) =>
  typeof account.id === 'number'
    ? `login_user_${account.id}`
    : `login_email_${account.email.slice(0, 254)}`

/**
 * Runs one check (a password, a code) counted against `key`'s limit: the attempt is counted
 * atomically *before* the check (issue #35: the counter was read, the password checked, then
 * the counter raised, so 24 wrong passwords sent at once were all checked). A success clears
 * the count, as it did; a failure keeps its point. Answers the limiter's refusal instead of
 * checking once the limit is used up.
 */
export async function limitedAttempt<T>(
  key: string,
  check: () => Promise<T>
): Promise<[InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>, null] | [null, T]> {
  const limiter = failedLogins()
  try {
    await limiter.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return [error, null]
    throw error
  }
  let result: T
  try {
    result = await check()
  } catch (error) {
    /* Only a refusal is a wrong attempt: a database or Redis away (a failover) gives it back,
       or the sign-ins answered 503 in an outage would lock the account out (issue #34). */
    const refusal =
      error instanceof errors.E_VALIDATION_ERROR ||
      (error instanceof DomainError && error.status < 500)
    if (!refusal) await limiter.decrement(key).catch(() => {})
    throw error
  }
  await limiter.delete(key)
  return [null, result]
}

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
  const [throttled] = await limitedAttempt(passwordAttemptsKey(user), async () => {
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
