import { errors, symbols } from '@adonisjs/auth'
import type { AuthClientResponse, GuardContract } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'
import { signToken, verifyToken, type TokenClaims } from '#core/auth/jwt'

export interface JwtUserProvider<User> {
  findById(id: string): Promise<User | null>
  claimsOf(user: User): TokenClaims
}

/**
 * Bearer JWT guard for @adonisjs/auth. The token only proves who the caller is: the
 * user is loaded from the database on every request, so a role or branch change is
 * effective at once and a deleted user's token stops working.
 */
export class JwtGuard<User> implements GuardContract<User> {
  declare [symbols.GUARD_KNOWN_EVENTS]: {}
  readonly driverName = 'jwt' as const
  authenticationAttempted = false
  isAuthenticated = false
  user?: User

  constructor(
    private ctx: HttpContext,
    private provider: JwtUserProvider<User>
  ) {}

  async generate(user: User) {
    return signToken(this.provider.claimsOf(user))
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    this.authenticationAttempted = true

    const header = this.ctx.request.header('authorization') ?? ''
    const [scheme, token] = header.split(' ')
    const subject = scheme?.toLowerCase() === 'bearer' && token ? await verifyToken(token) : null
    const user = subject ? await this.provider.findById(subject) : null
    if (!user) this.fail()

    this.user = user
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
