import { createHash, createHmac, randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import env from '#start/env'
import { formatRecoveryCode, normalizeRecoveryCode } from '#auth/rules/totp'

/*
| How the secrets of two-factor sign-in are kept: the TOTP secret encrypted with APP_KEY
| (a stolen database alone cannot make codes), recovery codes as HMACs under a key derived
| from APP_KEY (a stolen database alone cannot test guesses offline).
*/

export const sealTotpSecret = (base32: string) => encryption.encrypt(base32)

export function openTotpSecret(sealed: string | null): string | null {
  if (!sealed) return null
  const value = encryption.decrypt<string>(sealed)
  return typeof value === 'string' ? value : null
}

const recoveryKey = createHash('sha256')
  .update(`recovery-codes:${env.get('APP_KEY')}`)
  .digest()

export const hashRecoveryCode = (typed: string) =>
  createHmac('sha256', recoveryKey).update(normalizeRecoveryCode(typed)).digest('hex')

/** Ten new recovery codes, as shown to the user once. */
export const newRecoveryCodes = (count = 10) =>
  Array.from({ length: count }, () => formatRecoveryCode(randomBytes(10)))
