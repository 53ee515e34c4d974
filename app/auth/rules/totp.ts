import { Secret, TOTP } from 'otpauth'

/*
| RFC 6238 time-based one-time passwords as authenticator apps make them: HMAC-SHA1, six
| digits, a 30-second step. A code of the step before or after is accepted (§5.2: clocks
| drift and people type slowly), but never a step at or before the last one accepted, so a
| code that was used cannot be used again.
*/

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_WINDOW = 1

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replay' }

/** The 30-second step a moment falls in. */
export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS)

/** Whether `code` is the secret's code near `nowMs`, and not a replay of `lastStep` or before. */
export function checkTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastStep: number | null
): TotpCheck {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'invalid' }
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    period: TOTP_PERIOD_SECONDS,
    timestamp: nowMs,
    window: TOTP_WINDOW,
  })
  if (delta === null) return { ok: false, reason: 'invalid' }
  const step = stepAt(nowMs) + delta
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replay' }
  return { ok: true, step }
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, issuer: string, account: string) {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    period: TOTP_PERIOD_SECONDS,
  }).toString()
}

/** A new random shared secret (160 bits, RFC 4226 §4), base32 as apps show it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/* Recovery codes: 10 characters (50 bits) of 32 letters and digits without 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `K7QMP-2XW9D`; `random` gives one byte per character (crypto.randomBytes in use). */
export function formatRecoveryCode(random: Uint8Array): string {
  const chars = [...random.slice(0, 10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** What the user typed, as stored: upper case, without spaces and dashes. */
export const normalizeRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '')

/** A recovery code looks like 10 characters of the alphabet (spaces and dashes aside). */
export const looksLikeRecoveryCode = (typed: string) =>
  new RegExp(`^[${ALPHABET}]{10}$`).test(normalizeRecoveryCode(typed))
