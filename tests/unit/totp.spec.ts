import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import {
  checkTotp,
  formatRecoveryCode,
  looksLikeRecoveryCode,
  normalizeRecoveryCode,
  otpauthUri,
  stepAt,
} from '#auth/rules/totp'

/* RFC 6238 Appendix B: the SHA1 secret "12345678901234567890" and its 8-digit codes; the
   six-digit codes are their last six digits (RFC 4226 truncation modulo 10^6). */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
]

const codeAt = (secret: string, ms: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms })

describe('checkTotp with a fixed clock', () => {
  test.each(RFC_VECTORS)('RFC 6238 vector at T=%i s: %s', (seconds, eightDigits) => {
    const now = seconds * 1000
    const check = checkTotp(RFC_SECRET, eightDigits.slice(2), now, null)
    expect(check).toEqual({ ok: true, step: Math.floor(seconds / 30) })
  })

  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
  const now = Date.UTC(2026, 10, 22, 6, 0, 10)
  const step = stepAt(now)

  test('the previous and the next step are accepted, two steps away is not', () => {
    expect(checkTotp(secret, codeAt(secret, now - 30_000), now, null)).toEqual({
      ok: true,
      step: step - 1,
    })
    expect(checkTotp(secret, codeAt(secret, now + 30_000), now, null)).toEqual({
      ok: true,
      step: step + 1,
    })
    expect(checkTotp(secret, codeAt(secret, now - 60_000), now, null)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  test('a code of the last accepted step or an earlier one is a replay', () => {
    const code = codeAt(secret, now)
    expect(checkTotp(secret, code, now, step)).toEqual({ ok: false, reason: 'replay' })
    expect(checkTotp(secret, codeAt(secret, now - 30_000), now, step)).toEqual({
      ok: false,
      reason: 'replay',
    })
    expect(checkTotp(secret, codeAt(secret, now + 30_000), now, step)).toEqual({
      ok: true,
      step: step + 1,
    })
    /* The same code, 20 s later, is still the same step: still a replay. */
    expect(checkTotp(secret, code, now + 20_000, step)).toEqual({ ok: false, reason: 'replay' })
  })

  test.each(['', '12345', '1234567', 'abcdef', '12 34 5x'])('%j is no code', (typed) => {
    expect(checkTotp(secret, typed, now, null)).toEqual({ ok: false, reason: 'invalid' })
  })

  test('spaces inside the code are ignored', () => {
    const code = codeAt(secret, now)
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null).ok).toBe(true)
  })
})

describe('recovery codes and the otpauth address', () => {
  test('a code is 5+5 characters without look-alikes, typed in any case with or without the dash', () => {
    const code = formatRecoveryCode(new Uint8Array([0, 1, 2, 3, 4, 31, 32, 63, 255, 128]))
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
    expect(looksLikeRecoveryCode(code)).toBe(true)
    expect(looksLikeRecoveryCode(code.toLowerCase().replace('-', ' '))).toBe(true)
    expect(normalizeRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK')
    expect(looksLikeRecoveryCode('123456')).toBe(false)
    expect(looksLikeRecoveryCode('O0I1O0I1O0')).toBe(false)
  })

  test('the QR code carries issuer, account, SHA1, 6 digits and 30 s', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'LEMON lékárny', 'jana@lemon.cz')
    const url = new URL(uri)
    expect(uri.startsWith('otpauth://totp/')).toBe(true)
    expect(decodeURIComponent(url.pathname)).toBe('/LEMON lékárny:jana@lemon.cz')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'LEMON lékárny',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
