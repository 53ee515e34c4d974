import User from '#users/models/user'
import { createUserValidator } from '#users/validators/create_user_validator'
import { updateUserValidator } from '#users/validators/update_user_validator'
import { createUser } from '#users/services/create_user'
import { updateUser } from '#users/services/update_user'

/**
 * One row of a users CSV, idempotent by e-mail: a new e-mail creates the account, a
 * known one gets role, firma, branch and name from the row; its password is kept.
 */
export async function importUser(
  row: Record<string, string | undefined>
): Promise<'created' | 'updated'> {
  const blankToNull = (v?: string) => (v === undefined || v.trim() === '' ? null : v)
  const email = (row.email ?? '').trim().toLowerCase()
  const existing = email ? await User.query().whereRaw('lower(email) = ?', [email]).first() : null
  if (existing) {
    const input = await updateUserValidator.validate({
      role: row.role,
      firma: blankToNull(row.firma),
      pharmacyCode: row.pharmacyCode ?? null,
      fullName: blankToNull(row.fullName),
    })
    await updateUser(existing.id, input)
    return 'updated'
  }
  const input = await createUserValidator.validate({
    username: row.username,
    email: row.email,
    password: row.password,
    role: row.role,
    firma: blankToNull(row.firma) ?? undefined,
    pharmacyCode: blankToNull(row.pharmacyCode),
    fullName: blankToNull(row.fullName),
  })
  await createUser(input)
  return 'created'
}
