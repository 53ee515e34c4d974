/*
| Password hygiene (issue #18, OWASP ASVS V2.1.7): a new password is refused when it is one
| of the 10 000 most common passwords, or contains the account's e-mail or username. The
| length rule (8 to 128 characters) stays with the validators' own Czech messages.
*/

export const COMMON_PASSWORD =
  'Toto heslo patří mezi 10 000 nejčastěji používaných hesel. Zvolte prosím jiné.'
export const PASSWORD_CONTAINS_IDENTITY = 'Heslo nesmí obsahovat váš e-mail ani uživatelské jméno.'

/* Shorter parts (an e-mail "jo@…", a two-letter name) would refuse half of all passwords. */
const MIN_PART = 3

export type PasswordIdentity = { email?: string | null; username?: string | null }

/** The Czech reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  identity: PasswordIdentity,
  common: ReadonlySet<string>
): string | null {
  const lower = password.toLowerCase()
  if (common.has(lower)) return COMMON_PASSWORD
  const email = identity.email?.trim().toLowerCase() ?? ''
  const parts = [email, email.split('@')[0], identity.username?.trim().toLowerCase() ?? '']
  if (parts.some((part) => part.length >= MIN_PART && lower.includes(part))) {
    return PASSWORD_CONTAINS_IDENTITY
  }
  return null
}
