import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { verifyChallenge } from '#core/auth/jwt'
import { recordAudit } from '#core/audit/record_audit'
import { limitedAttempt } from '#users/services/check_password'
import User from '#users/models/user'
import { checkTotp, looksLikeRecoveryCode } from '#auth/rules/totp'
import { hashRecoveryCode, openTotpSecret } from '#auth/services/two_factor_secrets'
import { recordLockout } from '#users/services/record_lockout'
import { TOO_MANY_LOGINS } from '#auth/services/password_sign_in'
import { dbNowMs } from '#core/clock'

export const INVALID_CODE = 'Neplatný ověřovací kód.'
export const CODE_REUSED = 'Tento kód už byl použit. Počkejte na další kód v aplikaci.'
export const CHALLENGE_EXPIRED = 'Přihlášení vypršelo. Zadejte prosím znovu e-mail a heslo.'

type Method = 'totp' | 'recovery_code'

const reused = () => new DomainError('INVALID_CODE', 401, CODE_REUSED)

/* A code is taken by one atomic UPDATE: two requests with the same code cannot both win. */
async function acceptTotp(user: User, code: string, now: number): Promise<boolean> {
  const check = checkTotp(openTotpSecret(user.totpSecret) ?? '', code, now, user.totpLastStep)
  if (!check.ok && check.reason === 'replay') throw reused()
  if (!check.ok) return false
  const taken = await db
    .from('users')
    .where('id', user.id)
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', check.step))
    .update({ totp_last_step: check.step })
  if (Number(taken) !== 1) throw reused()
  return true
}

async function acceptRecoveryCode(user: User, code: string): Promise<boolean> {
  const used = await db
    .from('user_recovery_codes')
    .where({ user_id: user.id, code_hash: hashRecoveryCode(code) })
    .whereNull('used_at')
    .update({ used_at: db.knexRawQuery('now()') })
  return Number(used) === 1
}

/**
 * The second step of a sign-in: the challenge of the first step and a code from the
 * authenticator app, or one of the recovery codes (each works once). Failed codes count
 * per user like failed passwords (10 per 15 minutes), and each one is in the audit trail.
 */
export async function twoFactorSignIn(
  challenge: string,
  code: string,
  at?: number
): Promise<{ user: User; method: Method }> {
  /* The TOTP step, the last step used and the challenge's expiry are PostgreSQL's time on
     every host (issues #29, #34): a code accepted on one web host is not accepted again on
     another with a later clock, and a challenge signed on one lasts its minutes on all. */
  const now = at ?? (await dbNowMs())
  const subject = await verifyChallenge(challenge, new Date(now))
  const user = subject && /^\d{1,9}$/.test(subject) ? await User.find(Number(subject)) : null
  if (!user || user.deactivatedAt || !user.totpEnabledAt) {
    throw new DomainError('CHALLENGE_EXPIRED', 401, CHALLENGE_EXPIRED)
  }
  const method: Method = looksLikeRecoveryCode(code) ? 'recovery_code' : 'totp'
  let result: [unknown, boolean | null]
  try {
    result = await limitedAttempt(`two_factor_${user.id}`, async () => {
      const ok =
        method === 'totp' ? await acceptTotp(user, code, now) : await acceptRecoveryCode(user, code)
      if (!ok) throw new DomainError('INVALID_CODE', 401, INVALID_CODE)
      return true
    })
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INVALID_CODE') {
      await recordAudit({
        action: 'auth.2fa_failed',
        entity: 'user',
        entityId: user.id,
        actor: { kind: 'anonymous', id: user.id, email: user.email },
        after: { method },
      })
    }
    throw error
  }
  if (result[0]) {
    await recordLockout('two_factor', user.email)
    throw new DomainError('TOO_MANY_REQUESTS', 429, TOO_MANY_LOGINS)
  }
  return { user, method }
}
