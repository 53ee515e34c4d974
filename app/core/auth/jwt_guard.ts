import { errors, symbols } from '@adonisjs/auth'
import type { AuthClientResponse, GuardContract } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'
import { signToken, verifyToken, type TokenClaims } from '#core/auth/jwt'

export type SessionMeta = {
  ip: string | null
  userAgent: string | null
  /** How the user proved who they are: `password`, `totp` or `recovery_code`. */
  method?: string
}

/** A new session: its id, and its start and expiry on PostgreSQL's clock, which its token carries. */
export type StartedSession = { id: string; startedAt: Date; expiresAt: Date }

export interface JwtUserProvider<User> {
  /**
   * The user of a live session (not ended, not expired), or null; `tokenExpiresAt` (a
   * token's `exp`, seconds since the epoch) must not have passed either. Both expiries are
   * compared with PostgreSQL's clock, the one every host reads (issue #34).
   */
  findBySession(userId: string, sessionId: string, tokenExpiresAt?: number): Promise<User | null>
  /** Opens a server-side session for the user; its id and times go into the token. */
  startSession(user: User, meta: SessionMeta): Promise<StartedSession>
  claimsOf(user: User, sessionId: string): TokenClaims
}

/**
 * Bearer JWT guard for @adonisjs/auth. The token only proves who the caller is and which
 * session they hold: the session and its user are loaded from the database on every
 * request, so a role or branch change is effective at once, and a token of an ended
 * session (log-out, deactivation, a password change) or of a deleted user stops working.
 */
export class JwtGuard<User> implements GuardContract<User> {
  declare [symbols.GUARD_KNOWN_EVENTS]: {}
  readonly driverName = 'jwt' as const
  authenticationAttempted = false
  isAuthenticated = false
  user?: User
  /** The session of the authenticated request's token. */
  sessionId?: string

  constructor(
    private ctx: HttpContext,
    private provider: JwtUserProvider<User>
  ) {}

  /** Signs the user in: a new session and its token. */
  async generate(user: User, method = 'password') {
    const session = await this.provider.startSession(user, {
      /* The column holds 64 characters; a forwarded address is the client's to write. */
      ip: this.ctx.request.ip()?.slice(0, 64) ?? null,
      userAgent: this.ctx.request.header('user-agent')?.slice(0, 400) ?? null,
      method,
    })
    return signToken(this.provider.claimsOf(user, session.id), session.expiresAt, session.startedAt)
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    this.authenticationAttempted = true

    const header = this.ctx.request.header('authorization') ?? ''
    const [scheme, token] = header.split(' ')
    const subject = scheme?.toLowerCase() === 'bearer' && token ? await verifyToken(token) : null
    /* The token's expiry is checked with its session, in the database (issue #34). A
       database that did not answer (a failover) is no answer: it may be asked again. */
    let user: User | null = null
    try {
      user = subject
        ? await this.provider.findBySession(subject.sub, subject.sid, subject.exp)
        : null
    } catch (error) {
      this.authenticationAttempted = false
      throw error
    }
    if (!user) this.fail()

    this.user = user
    this.sessionId = subject!.sid
    this.isAuthenticated = true
    return user
  }

  async check() {
    try {
      await this.authenticate()
      return true
    } catch (error) {
      if (error instanceof errors.E_UNAUTHORIZED_ACCESS) return false
      throw error
    }
  }

  getUserOrFail(): User {
    if (!this.user) this.fail()
    return this.user
  }

  async authenticateAsClient(user: User): Promise<AuthClientResponse> {
    return { headers: { authorization: `Bearer ${await this.generate(user)}` } }
  }

  private fail(): never {
    throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
      guardDriverName: this.driverName,
    })
  }
}
