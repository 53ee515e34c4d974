import hash from '@adonisjs/core/services/hash'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import User, { type Role } from '#users/models/user'
import { assertBranchExists } from '#users/services/assert_branch_exists'
import { assertUnique, translateUniqueViolation } from '#users/services/assert_unique'

export type CreateUserInput = {
  username: string
  email: string
  password: string
  role?: Role
  firma?: string | null
  pharmacyCode?: string | null
  fullName?: string | null
}

/**
 * Creates an account from the admin screen, the CLI or the demo seed. A branch user
 * must belong to an existing branch; an admin may have none.
 */
export async function createUser(input: CreateUserInput): Promise<User> {
  const role = input.role ?? 'user'
  const firma = normalizeFirma(input.firma) ?? domain.DEFAULT_FIRMA
  const pharmacyCode = normalizePharmacyCode(input.pharmacyCode)
  if (role === 'user' && !pharmacyCode) {
    throw DomainError.invalid('PHARMACY_CODE_REQUIRED', 'Zadejte kód pobočky uživatele.')
  }
  if (pharmacyCode) await assertBranchExists(firma, pharmacyCode)
  return insertUser({ ...input, role, firma, pharmacyCode })
}

export async function insertUser(input: CreateUserInput & { role: Role }): Promise<User> {
  const email = input.email.trim().toLowerCase()
  const username = input.username.trim()
  await assertUnique(username, email)
  try {
    return await User.create({
      username,
      email,
      password: await hash.make(input.password),
      role: input.role,
      firma: input.firma ?? null,
      pharmacyCode: input.pharmacyCode ?? null,
      fullName: input.fullName?.trim() || null,
    })
  } catch (error) {
    throw translateUniqueViolation(error)
  }
}
