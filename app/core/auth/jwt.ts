import { SignJWT, compactVerify, jwtVerify } from 'jose'
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

/**
 * The token of a session. `issuedAt` and `expiresAt` are the session's own times, read from
 * PostgreSQL when it was opened (one clock, issue #34): a host whose clock is off signs the
 * same `iat`/`exp` as any other. A jose time span relative to this host's clock is for tests.
 */
export async function signToken(
  claims: TokenClaims,
  expiresAt: string | Date = `${TOKEN_TTL_HOURS}h`,
  issuedAt?: Date
): Promise<string> {
  return new SignJWT({
    sid: claims.sid,
    role: claims.role,
    firma: claims.firma,
    pharmacyCode: claims.pharmacyCode,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key)
}

/** A signed token's subject, its session and when it expires (`exp`, seconds since the epoch). */
export type VerifiedToken = TokenSubject & { exp: number }

/**
 * The subject, session and expiry of a token signed with our key, or null for a bad or
 * foreign one. A token without `exp`, `iat` or a session is refused, whoever signed it
 * (issue #22).
 *
 * Its `exp` is not compared here with this host's clock, which may be off (issue #34): the
 * guard hands it to the session's statement, which compares it with PostgreSQL's `now()`
 * together with the session's own expiry, in the one query every request makes anyway.
 */
export async function verifyToken(token: string): Promise<VerifiedToken | null> {
  const known = verified.get(token)
  if (known) return known
  try {
    const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] })
    const claims = JSON.parse(decoder.decode(payload)) as Record<string, unknown> | null
    const { sub, sid, exp, iat } = claims ?? {}
    if (typeof sub !== 'string' || typeof sid !== 'string') return null
    if (!Number.isFinite(exp) || !Number.isFinite(iat)) return null
    const subject = { sub, sid, exp: exp as number }
    remember(token, subject)
    return subject
  } catch {
    return null
  }
}

const decoder = new TextDecoder()

/*
| Tokens whose signature this process has checked (issue #28: the check was a fifth of an
| authenticated request's CPU). A signature proves the same of the same token every time;
| whether it has expired and whether its session still lives is asked of the database on
| every request as before. Oldest forgotten first beyond the limit.
*/
const VERIFIED_MAX = 10_000
const verified = new Map<string, VerifiedToken>()

function remember(token: string, subject: VerifiedToken) {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!)
  verified.set(token, subject)
}

/*
| The second step of a sign-in: after the password, a short-lived challenge names the user
| whose code is awaited. Its own key, so it can never pass as an access token (nor one as it).
*/
const challengeKey = createHash('sha256')
  .update(`jwt-2fa:${env.get('APP_KEY')}`)
  .digest()

export const CHALLENGE_TTL_SECONDS = 5 * 60

/* PostgreSQL's clock (issue #34), imported when first needed: this module is loaded by
   config/auth.ts before the database service exists. */
const clock = () => import('#core/clock')

/**
 * The challenge names the user for CHALLENGE_TTL_SECONDS from now on PostgreSQL's clock: the
 * code may be typed on a host other than the one that checked the password. An explicit
 * `expiresAt` is for tests.
 */
export async function signChallenge(sub: string, expiresAt?: Date) {
  const { dbNow } = await clock()
  const now = await dbNow()
  return new SignJWT({ purpose: '2fa' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt ?? new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000))
    .sign(challengeKey)
}

/** The user a valid challenge names, unexpired at `now` (PostgreSQL's time), or null. */
export async function verifyChallenge(token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, challengeKey, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: now,
    })
    return payload.purpose === '2fa' && typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}
