import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'
import { lockAdmins } from '#users/services/lock_admins'

export async function deleteUser(id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    if (user.role === 'admin') {
      const admins = await lockAdmins(trx)
      if (admins.length <= 1) {
        throw DomainError.conflict('LAST_ADMIN', 'Posledního administrátora nelze smazat.')
      }
    }
    await user.useTransaction(trx).delete()
  })
}
