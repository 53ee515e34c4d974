import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'
import { lockAdmins } from '#users/services/lock_admins'

/**
 * Deactivates (or reactivates) an account. Effective at once: the guard reloads the user
 * on every request and refuses a deactivated one. The last active admin stays active.
 */
export async function setDeactivated(id: number, deactivated: boolean) {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    if (deactivated && user.role === 'admin' && !user.deactivatedAt) {
      const admins = await lockAdmins(trx)
      const active = admins.filter((admin) => !admin.deactivatedAt)
      if (active.length <= 1) {
        throw DomainError.conflict(
          'LAST_ADMIN',
          'Posledního aktivního administrátora nelze deaktivovat.'
        )
      }
    }
    user.deactivatedAt = deactivated ? (user.deactivatedAt ?? DateTime.now()) : null
    await user.useTransaction(trx).save()
    return user
  })
}
