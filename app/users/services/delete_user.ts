import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { assertNotLastActiveAdmin } from '#users/services/lock_admins'

/** Deletes an account (its sessions go with it, by the foreign key); never the last active admin. */
export async function deleteUser(id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    await assertNotLastActiveAdmin(trx, user, 'Posledního aktivního administrátora nelze smazat.')
    const before = user.auditValues()
    await user.useTransaction(trx).delete()
    await recordAudit(
      { action: 'users.delete', entity: 'user', entityId: id, branch: user.auditBranch, before },
      trx
    )
  })
}
