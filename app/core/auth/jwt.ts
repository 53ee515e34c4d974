import { SignJWT, jwtVerify } from 'jose'
import { createHash } from 'node:crypto'
import env from '#start/env'

export const TOKEN_TTL = '12h'

export type TokenClaims = {
  sub: string
  role: string
  firma: string | null
  pharmacyCode: string | null
}

/* The signing key is derived from APP_KEY so rotating APP_KEY invalidates every token. */
const key = createHash('sha256')
  .update(`jwt:${env.get('APP_KEY')}`)
  .digest()

/** `expiresAt` (a jose time span or a Date) is for tests that need an expired token. */
export async function signToken(
  claims: TokenClaims,
  expiresAt: string | Date = TOKEN_TTL
): Promise<string> {
  return new SignJWT({ role: claims.role, firma: claims.firma, pharmacyCode: claims.pharmacyCode })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key)
}

/** Returns the subject of a valid token, or null for a bad, expired or foreign one. */
export async function verifyToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    return typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}
