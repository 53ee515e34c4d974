import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { endUserSessions } from '#users/services/end_sessions'

/** An administrator's "odhlásit všude": every session of the user ends at once. */
export async function signOutEverywhere(id: number): Promise<number> {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    const count = await endUserSessions(id, 'ended_by_admin', { client: trx })
    await recordAudit(
      {
        action: 'users.sign_out_everywhere',
        entity: 'user',
        entityId: id,
        branch: user.auditBranch,
        after: { count },
      },
      trx
    )
    return count
  })
}
