import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { endUserSessions } from '#auth/services/end_sessions'

/**
 * Turns two-factor sign-in off: the user's own choice (`users.2fa_disable`, proven by the
 * password first) or an administrator's for a lost phone (`users.2fa_reset`, CLI), which
 * also ends every session of the user. Secret and recovery codes are forgotten.
 */
export async function resetTwoFactor(
  userId: number,
  action: 'users.2fa_disable' | 'users.2fa_reset'
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
        : 0
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
