import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { nothingCommitted, watchCommits } from '#core/cut_before_commit'
import { DB_UNAVAILABLE, RETRY_PAUSES_MS } from '#core/db_unavailable'
import { removeRequestFiles } from '#core/temp_files'

/*
| A request that lost its database connection to a failover or a planned switchover is run
| again here, a few times within seconds, on a new connection, to the new primary (issue #34:
| Patroni's switchover cuts the sessions of the old primary, and what was being read or
| written at that instant answered 503). A read changes nothing; a write is run again only
| when nothing it sent can have been committed (#core/cut_before_commit): its transaction was
| cut before its COMMIT went out, so it rolled back whole. A request whose COMMIT was on its
| way keeps its 503: whether it went through cannot be known, and the user is told to look.
| The exception handler has already answered 503 when this sees the outcome; a successful
| retry replaces that answer, a failed one leaves it.
*/
/* The one cut the product cannot repeat: logged, so that an operator (and the fleet test) can
   tell it from any other 503. */
export const COMMIT_ON_THE_WIRE =
  'a write cut by the database after its COMMIT went out: not repeated'

export default class RetryCutRequestsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    watchCommits()
    try {
      await next()
      await this.retry(ctx)
    } finally {
      /* The request's uploads lived through every run of its handler (upload_files_middleware). */
      await removeRequestFiles(ctx)
    }
  }

  private async retry(ctx: HttpContext) {
    const route = ctx.route
    if (!route || typeof route.handler === 'function') return
    /* Only the handler runs again: never when the database was lost before the caller's
       access had been checked (then the 503 stands; the client tries again). */
    if (!ctx.accessGranted) return
    for (const pause of RETRY_PAUSES_MS) {
      if (!databaseWasAway(ctx) || ctx.databaseRefused) return
      if (!nothingCommitted(ctx)) {
        ctx.logger.warn(COMMIT_ON_THE_WIRE)
        return
      }
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
