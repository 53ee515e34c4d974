import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { dbNow } from '#core/clock'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { assertNotLastActiveAdmin } from '#users/services/lock_admins'
import { endUserSessions } from '#users/services/end_sessions'

/**
 * Deactivates (or reactivates) an account. Effective at once: every session of the user
 * ends, so its tokens stop working, and a reactivation revives none of them (the user
 * signs in again). The last active admin stays active.
 */
export async function setDeactivated(id: number, deactivated: boolean) {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    if (deactivated) {
      await assertNotLastActiveAdmin(
        trx,
        user,
        'Posledního aktivního administrátora nelze deaktivovat.'
      )
    }
    const before = user.auditValues()
    /* PostgreSQL's time, as every other time of a user and their sessions (issue #34). */
    user.deactivatedAt = deactivated
      ? (user.deactivatedAt ?? DateTime.fromJSDate(await dbNow()))
      : null
    await user.useTransaction(trx).save()
    if (deactivated) await endUserSessions(user.id, 'deactivated', { client: trx })
    await recordAudit(
      {
        action: deactivated ? 'users.deactivate' : 'users.reactivate',
        entity: 'user',
        entityId: user.id,
        branch: user.auditBranch,
        before: { deactivatedAt: before.deactivatedAt },
        after: { deactivatedAt: user.deactivatedAt?.toISO() ?? null },
      },
      trx
    )
    return user
  })
}
