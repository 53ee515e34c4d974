import { SignJWT, jwtVerify } from 'jose'
import { createHash, createSecretKey } from 'node:crypto'
import env from '#start/env'

export const TOKEN_TTL_HOURS = 12

export type TokenClaims = {
  sub: string
  /** The server-side session the token belongs to (user_sessions.id). */
  sid: string
  role: string
  firma: string | null
  pharmacyCode: string | null
}

export type TokenSubject = { sub: string; sid: string }

/* The signing key is derived from APP_KEY so rotating APP_KEY invalidates every token. A
   KeyObject made once: given raw bytes, jose imports the key again for every token. */
const key = createSecretKey(
  createHash('sha256')
    .update(`jwt:${env.get('APP_KEY')}`)
    .digest()
)

/** `expiresAt` (a jose time span or a Date) is for tests that need an expired token. */
export async function signToken(
  claims: TokenClaims,
  expiresAt: string | Date = `${TOKEN_TTL_HOURS}h`
): Promise<string> {
  return new SignJWT({
    sid: claims.sid,
    role: claims.role,
    firma: claims.firma,
    pharmacyCode: claims.pharmacyCode,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key)
}

/**
 * The subject and session of a valid token, or null for a bad, expired or foreign one.
 * A token without `exp`, `iat` or a session is refused, whoever signed it (issue #22).
 */
export async function verifyToken(token: string): Promise<TokenSubject | null> {
  const known = verified.get(token)
  if (known && known.expiresAt > Date.now()) return known.subject
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    })
    const { sub, sid, exp } = payload as { sub?: unknown; sid?: unknown; exp: number }
    if (typeof sub !== 'string' || typeof sid !== 'string') return null
    remember(token, { sub, sid }, exp * 1000)
    return { sub, sid }
  } catch {
    return null
  }
}

/*
| Tokens whose signature this process has checked (issue #28: the check was a fifth of an
| authenticated request's CPU). A signature proves the same of the same token every time,
| so only its expiry is checked again; whether its session still lives is asked of the
| database on every request as before. Oldest forgotten first beyond the limit.
*/
const VERIFIED_MAX = 10_000
const verified = new Map<string, { subject: TokenSubject; expiresAt: number }>()

function remember(token: string, subject: TokenSubject, expiresAt: number) {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!)
  verified.set(token, { subject, expiresAt })
}

/*
| The second step of a sign-in: after the password, a short-lived challenge names the user
| whose code is awaited. Its own key, so it can never pass as an access token (nor one as it).
*/
const challengeKey = createHash('sha256')
  .update(`jwt-2fa:${env.get('APP_KEY')}`)
  .digest()

export const CHALLENGE_TTL = '5m'

export async function signChallenge(sub: string, expiresAt: string | Date = CHALLENGE_TTL) {
  return new SignJWT({ purpose: '2fa' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(challengeKey)
}

/** The user a valid, unexpired challenge names, or null. */
export async function verifyChallenge(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, challengeKey, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    return payload.purpose === '2fa' && typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}
