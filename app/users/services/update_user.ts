import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import User, { type Role } from '#users/models/user'
import { assertBranchExists } from '#users/services/assert_branch_exists'
import { lockAdmins } from '#users/services/lock_admins'

export type UpdateUserInput = {
  role?: Role
  firma?: string | null
  pharmacyCode?: string | null
  fullName?: string | null
}

/** Admin edit of role and branch; effective at once because every request reloads the user. */
export async function updateUser(id: number, input: UpdateUserInput): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')

    if (input.role === 'user' && user.role === 'admin') {
      const admins = await lockAdmins(trx)
      if (admins.length <= 1) {
        throw DomainError.conflict('LAST_ADMIN', 'Poslednímu administrátorovi nelze odebrat roli.')
      }
    }
    if (input.role !== undefined) user.role = input.role
    if (input.firma !== undefined) user.firma = normalizeFirma(input.firma)
    if (input.pharmacyCode !== undefined)
      user.pharmacyCode = normalizePharmacyCode(input.pharmacyCode)
    if (input.fullName !== undefined) user.fullName = input.fullName?.trim() || null
    if (user.pharmacyCode && (input.pharmacyCode !== undefined || input.firma !== undefined)) {
      await assertBranchExists(user.firma ?? '', user.pharmacyCode)
    }
    await user.useTransaction(trx).save()
    return user
  })
}
