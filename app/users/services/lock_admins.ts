import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#users/models/user'

/* Locks every admin row, so two admins removing each other at once cannot leave none. */
export async function lockAdmins(trx: TransactionClientContract) {
  return User.query({ client: trx }).where('role', 'admin').forUpdate()
}
