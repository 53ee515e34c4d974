import limiter from '@adonisjs/limiter/services/main'
import { domain } from '#config/domain'

/** Login and register: requests per minute per client IP (API.md). */
export const throttleAuth = limiter.define('auth', (ctx) =>
  limiter
    .allowRequests(domain.AUTH_REQUESTS_PER_MINUTE_PER_IP)
    .every('1 minute')
    .usingKey(`auth_ip_${ctx.request.ip()}`)
)

/** Failed logins per e-mail; a success clears the count. */
export const failedLogins = () =>
  limiter.use({ requests: domain.FAILED_LOGINS_PER_EMAIL, duration: domain.FAILED_LOGINS_WINDOW })
