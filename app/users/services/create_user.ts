import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import { recordAudit } from '#core/audit/record_audit'
import User, { type Role } from '#users/models/user'
import { assertBranchExists } from '#users/services/assert_branch_exists'
import { assertUnique, translateUniqueViolation } from '#users/services/assert_unique'
import { assertPasswordPolicy } from '#users/services/assert_password_policy'

export type CreateUserInput = {
  username: string
  email: string
  password: string
  role?: Role
  firma?: string | null
  pharmacyCode?: string | null
  fullName?: string | null
  mustChangePassword?: boolean
}

/**
 * Creates an account from the admin screen, the CLI or the demo seed. A branch user
 * must belong to an existing branch; an admin may have none. The password must pass the
 * hygiene rules, except the demo chain's printed demo passwords (`demoPassword`).
 */
export async function createUser(
  input: CreateUserInput,
  options: { demoPassword?: boolean } = {}
): Promise<User> {
  const role = input.role ?? 'user'
  const firma = normalizeFirma(input.firma) ?? domain.DEFAULT_FIRMA
  const pharmacyCode = normalizePharmacyCode(input.pharmacyCode)
  if (role === 'user' && !pharmacyCode) {
    throw DomainError.invalid('PHARMACY_CODE_REQUIRED', 'Zadejte kód pobočky uživatele.')
  }
  if (!options.demoPassword) assertPasswordPolicy(input.password, input)
  if (pharmacyCode) await assertBranchExists(firma, pharmacyCode)
  return insertUser({ ...input, role, firma, pharmacyCode })
}

/** Stores a new account and its audit row together (`users.create`, or `auth.register`). */
export async function insertUser(
  input: CreateUserInput & { role: Role },
  action: 'users.create' | 'auth.register' = 'users.create'
): Promise<User> {
  const email = input.email.trim().toLowerCase()
  const username = input.username.trim()
  await assertUnique(username, email)
  const password = await hash.make(input.password)
  try {
    return await db.transaction(async (trx) => {
      const user = await User.create(
        {
          username,
          email,
          password,
          role: input.role,
          firma: input.firma ?? null,
          pharmacyCode: input.pharmacyCode ?? null,
          fullName: input.fullName?.trim() || null,
          mustChangePassword: input.mustChangePassword ?? false,
        },
        { client: trx }
      )
      await recordAudit(
        {
          action,
          entity: 'user',
          entityId: user.id,
          branch: user.auditBranch,
          after: user.auditValues(),
          ...(action === 'auth.register'
            ? { actor: { kind: 'user' as const, id: user.id, email: user.email } }
            : {}),
        },
        trx
      )
      return user
    })
  } catch (error) {
    throw translateUniqueViolation(error)
  }
}
