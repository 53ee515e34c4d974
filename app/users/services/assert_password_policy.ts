import { readFileSync } from 'node:fs'
import { errors } from '@vinejs/vine'
import { passwordProblem, type PasswordIdentity } from '#users/rules/password_policy'

let common: Set<string> | undefined

/** The list ships with the application (app/users/data/README.md); read once, offline. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('../data/common_passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean)
  )
  return common
}

/**
 * Refuses a new password (register, profile, admin, CLI) with the Czech reason, as a 422
 * of the field that carried it, like any other validation error.
 */
export function assertPasswordPolicy(
  password: string,
  identity: PasswordIdentity,
  field = 'password'
) {
  const problem = passwordProblem(password, identity, commonPasswords())
  if (problem) {
    throw new errors.E_VALIDATION_ERROR([{ field, message: problem, rule: 'passwordPolicy' }])
  }
}
