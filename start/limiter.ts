import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { domain } from '#config/domain'

/** Login and register: requests per minute per client IP (API.md). */
const authPerIp = limiter.define('auth', (ctx) =>
  limiter
    .allowRequests(domain.AUTH_REQUESTS_PER_MINUTE_PER_IP)
    .every('1 minute')
    .usingKey(`auth_ip_${ctx.request.ip()}`)
)

/** The per-IP limit of the sign-in routes; an IP's lockout is a security event (audit trail). */
export async function throttleAuth(ctx: HttpContext, next: NextFn) {
  try {
    return await authPerIp(ctx, next)
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      const { recordLockout } = await import('#users/services/record_lockout')
      await recordLockout('ip', ctx.request.ip())
    }
    throw error
  }
}

/** Failed logins per e-mail; a success clears the count. */
export const failedLogins = () =>
  limiter.use({ requests: domain.FAILED_LOGINS_PER_EMAIL, duration: domain.FAILED_LOGINS_WINDOW })
