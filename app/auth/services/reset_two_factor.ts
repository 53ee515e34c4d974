import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { endUserSessions } from '#users/services/end_sessions'

/**
 * Turns two-factor sign-in off: the user's own choice (`users.2fa_disable`, proven by the
 * password first), which ends every other session of the user, or an administrator's for a
 * lost phone (`users.2fa_reset`, CLI), which ends all of them. Secret and recovery codes
 * are forgotten.
 */
export async function resetTwoFactor(
  userId: number,
  action: 'users.2fa_disable' | 'users.2fa_reset',
  keepSession: string | null = null
) {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', userId).forUpdate().firstOrFail()
    const wasEnabled = Boolean(user.totpEnabledAt)
    user.totpSecret = null
    user.totpEnabledAt = null
    user.totpLastStep = null
    await user.useTransaction(trx).save()
    await trx.from('user_recovery_codes').where('user_id', userId).delete()
    const ended =
      action === 'users.2fa_reset'
        ? await endUserSessions(userId, 'password_reset', { client: trx })
        : await endUserSessions(userId, 'two_factor_changed', { except: keepSession, client: trx })
    await recordAudit(
      {
        action,
        entity: 'user',
        entityId: userId,
        branch: user.auditBranch,
        before: { twoFactorEnabled: wasEnabled },
        after: { twoFactorEnabled: false, ...(ended ? { endedSessions: ended } : {}) },
      },
      trx
    )
    return user
  })
}
