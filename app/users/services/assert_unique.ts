import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'

export const EMAIL_TAKEN = 'Uživatel s tímto e-mailem již existuje.'
export const USERNAME_TAKEN = 'Uživatel s tímto uživatelským jménem již existuje.'

/** Names which of the two is taken; the unique indexes still guard concurrent inserts. */
export async function assertUnique(username: string, email: string, exceptId?: number) {
  const rows = await db
    .from('users')
    .select('email', 'username')
    .where((q) =>
      q
        .whereRaw('lower(email) = lower(?)', [email])
        .orWhereRaw('lower(username) = lower(?)', [username])
    )
    .if(exceptId, (q) => q.whereNot('id', exceptId!))
  if (rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) {
    throw DomainError.conflict('EMAIL_TAKEN', EMAIL_TAKEN)
  }
  if (rows.length > 0) throw DomainError.conflict('USERNAME_TAKEN', USERNAME_TAKEN)
}

export function translateUniqueViolation(error: unknown) {
  const pg = error as { code?: string; constraint?: string }
  if (pg.code !== '23505') return error
  return pg.constraint?.includes('email')
    ? DomainError.conflict('EMAIL_TAKEN', EMAIL_TAKEN)
    : DomainError.conflict('USERNAME_TAKEN', USERNAME_TAKEN)
}
