import { normalizeFirma } from '#core/branch_code'
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
  await user.save()
  return user
}
