import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'

/* Locks every admin row, so two admins removing each other at once cannot leave none. */
export async function lockAdmins(trx: TransactionClientContract) {
  return User.query({ client: trx }).where('role', 'admin').forUpdate()
}

/**
 * Refuses to take away the last ACTIVE admin (issue #22): a deactivated admin cannot sign
 * in, so counting one would leave every admin route answering 403 and only the CLI to
 * recover. Demoting, deactivating or deleting a deactivated admin is always allowed.
 */
export async function assertNotLastActiveAdmin(
  trx: TransactionClientContract,
  user: User,
  message: string
) {
  if (user.role !== 'admin' || user.deactivatedAt) return
  const admins = await lockAdmins(trx)
  const othersActive = admins.filter((a) => a.id !== user.id && !a.deactivatedAt)
  if (othersActive.length === 0) throw DomainError.conflict('LAST_ADMIN', message)
}
