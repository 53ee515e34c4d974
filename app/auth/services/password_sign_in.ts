import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import db from '@adonisjs/lucid/services/db'
import { outlastSwitch } from '#core/db_unavailable'
import type User from '#users/models/user'
import { verifyCredentials } from '#auth/services/verify_credentials'
import { limitedAttempt, lockedOut, passwordAttemptsKey } from '#users/services/check_password'

export { TOO_MANY_LOGINS } from '#users/services/check_password'

const REFUSALS = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_DEACTIVATED'])

/**
 * The first step of a sign-in: the password. Failed attempts count per e-mail (API.md:
 * 10 per 15 minutes), together with wrong passwords typed in the profile (check_password);
 * each failure and the lockout are security events of the audit trail.
 */
export async function passwordSignIn(email: string, password: string): Promise<User> {
  /* The counter is the account's once it is found, else the e-mail as the lookup reads it. */
  const { rows } = await outlastSwitch(() =>
    db.rawQuery(
      'SELECT lower(?) AS typed, (SELECT id FROM users WHERE lower(email) = lower(?)) AS id',
      [email.trim(), email.trim()]
    )
  )
  const typed = String(rows[0].typed).slice(0, 254)
  const key = passwordAttemptsKey({
    id: rows[0].id === null ? null : Number(rows[0].id),
    email: typed,
  })
  let result: [unknown, User | null]
  try {
    /* The check only reads: asked again while a switchover lasts, as the look-up above. */
    result = await limitedAttempt(key, () =>
      outlastSwitch(() => verifyCredentials(email, password))
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
