import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DB_UNAVAILABLE, RETRY_PAUSES_MS } from '#core/db_unavailable'

/*
| A read that lost its database connection to a failover or a planned switchover is tried
| again here, a few times within seconds (issue #34: Patroni's switchover cuts the sessions of
| the old primary, and the lists being read at that instant answered 503). Only GET and HEAD:
| a read changes nothing, so running it again is safe, and the next attempt takes a new
| connection, to the new primary. A write is never repeated: its 503 says to try again.
| The exception handler has already answered 503 when this sees the outcome; a successful
| retry replaces that answer, a failed one leaves it.
*/
export default class RetryReadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD') return
    const route = ctx.route
    if (!route || typeof route.handler === 'function') return
    /* Only the handler runs again: never when the database was lost before the caller's
       access had been checked (then the 503 stands; the client tries again). */
    if (!ctx.accessGranted) return
    for (const pause of RETRY_PAUSES_MS) {
      if (!databaseWasAway(ctx)) return
      const failed = {
        body: ctx.response.getBody(),
        retryAfter: ctx.response.getHeader('Retry-After'),
      }
      await new Promise((resolve) => setTimeout(resolve, pause))
      ctx.response.status(200)
      ctx.response.removeHeader('Retry-After')
      try {
        const value = await route.handler.handle(ctx.containerResolver, ctx)
        if (value !== undefined && !ctx.response.hasLazyBody && value !== ctx.response)
          ctx.response.send(value)
        return
      } catch (error) {
        const { default: Handler } = await import('#core/exceptions/handler')
        const rendered = new Handler().toResponse(error)
        ctx.response.status(rendered.status)
        if (rendered.body.code === DB_UNAVAILABLE.code) {
          ctx.response.send(failed.body)
          if (failed.retryAfter) ctx.response.header('Retry-After', String(failed.retryAfter))
          continue
        }
        await new Handler().handle(error, ctx)
        return
      }
    }
  }
}

function databaseWasAway(ctx: HttpContext) {
  if (ctx.response.getStatus() !== 503) return false
  const body = ctx.response.getBody() as { code?: unknown } | undefined
  return body?.code === DB_UNAVAILABLE.code
}
