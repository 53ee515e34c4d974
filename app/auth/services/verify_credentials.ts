import hash from '@adonisjs/core/services/hash'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'

export const INVALID_CREDENTIALS = 'Neplatné přihlašovací údaje.'
export const ACCOUNT_DEACTIVATED = 'Účet je deaktivován. Obraťte se na administrátora.'

/* Hashed once at start-up: an unknown e-mail costs as much time as a wrong password. */
const decoyHash = hash.make('decoy-password-for-timing')

export async function verifyCredentials(email: string, password: string): Promise<User> {
  const user = await User.query().whereRaw('lower(email) = lower(?)', [email.trim()]).first()
  const valid = await hash.verify(user?.password ?? (await decoyHash), password)
  if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS)
  if (user.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED', 403, ACCOUNT_DEACTIVATED)
  return user
}
