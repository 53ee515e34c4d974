import db from '@adonisjs/lucid/services/db'
import { normalizeFirma } from '#core/branch_code'
import { recordAudit } from '#core/audit/record_audit'
import { auditChanges } from '#core/audit/audit_values'
import type User from '#users/models/user'

export type ProfileInput = {
  fullName?: string | null
  firma?: string | null
  phone?: string | null
  address?: { street?: string | null; city?: string | null; zip?: string | null } | null
  carrierCustomerNumber?: string | null
}

const clean = (value: string | null | undefined) => value?.trim() || null

/**
 * The caller edits their own contact details. The firma decides which branch data a
 * user may see, so only an admin's own firma change is stored (the screen shows it read-only).
 */
export async function updateProfile(user: User, input: ProfileInput): Promise<User> {
  const before = user.auditValues()
  if (input.fullName !== undefined) user.fullName = clean(input.fullName)
  if (input.phone !== undefined) user.phone = clean(input.phone)
  if (input.carrierCustomerNumber !== undefined)
    user.carrierCustomerNumber = clean(input.carrierCustomerNumber)
  if (input.address !== undefined) {
    const address = input.address ?? {}
    if (input.address === null || address.street !== undefined) user.street = clean(address.street)
    if (input.address === null || address.city !== undefined) user.city = clean(address.city)
    if (input.address === null || address.zip !== undefined) user.zip = clean(address.zip)
  }
  if (input.firma !== undefined && user.isAdmin) user.firma = normalizeFirma(input.firma)
  const changes = auditChanges(before, user.auditValues())
  await db.transaction(async (trx) => {
    await user.useTransaction(trx).save()
    if (Object.keys(changes.after).length === 0) return
    await recordAudit(
      { action: 'users.profile_update', entity: 'user', entityId: user.id, ...changes },
      trx
    )
  })
  return user
}
