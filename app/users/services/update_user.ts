import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import { recordAudit } from '#core/audit/record_audit'
import { auditChanges } from '#core/audit/audit_values'
import User, { type Role } from '#users/models/user'
import { assertBranchExists } from '#users/services/assert_branch_exists'
import { assertNotLastActiveAdmin } from '#users/services/lock_admins'
import { endUserSessions } from '#users/services/end_sessions'

export type UpdateUserInput = {
  role?: Role
  firma?: string | null
  pharmacyCode?: string | null
  fullName?: string | null
  /** Forces a password change at the next sign-in (or lifts it). */
  mustChangePassword?: boolean
}

/**
 * Admin edit of role and branch; effective at once because every request reloads the
 * user. A role change ends the user's sessions: they sign in again under the new role.
 */
export async function updateUser(id: number, input: UpdateUserInput): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().first()
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    const before = user.auditValues()

    if (input.role === 'user') {
      await assertNotLastActiveAdmin(
        trx,
        user,
        'Poslednímu aktivnímu administrátorovi nelze odebrat roli.'
      )
    }
    if (input.role !== undefined) user.role = input.role
    if (input.firma !== undefined) user.firma = normalizeFirma(input.firma)
    if (input.pharmacyCode !== undefined)
      user.pharmacyCode = normalizePharmacyCode(input.pharmacyCode)
    if (input.fullName !== undefined) user.fullName = input.fullName?.trim() || null
    if (input.mustChangePassword !== undefined) user.mustChangePassword = input.mustChangePassword
    if (user.pharmacyCode && (input.pharmacyCode !== undefined || input.firma !== undefined)) {
      await assertBranchExists(user.firma ?? '', user.pharmacyCode)
    }
    await user.useTransaction(trx).save()

    const roleChanged = before.role !== user.role
    if (roleChanged) await endUserSessions(user.id, 'role_changed', { client: trx })
    const { before: was, after: now } = auditChanges(before, user.auditValues())
    if (Object.keys(now).length > 0) {
      await recordAudit(
        {
          action: roleChanged ? 'users.role_change' : 'users.update',
          entity: 'user',
          entityId: user.id,
          branch: user.auditBranch,
          before: was,
          after: now,
        },
        trx
      )
    }
    return user
  })
}
