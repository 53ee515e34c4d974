import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'

/* An incoming X-Request-Id is kept when it looks like an id (a load balancer's or a client's). */
const ACCEPTED_ID = /^[\w.:=/+-]{1,128}$/

/* The load balancer polls the health check every few seconds: healthy answers log at debug. */
const QUIET_PATHS = new Set(['/api/health'])

/**
 * First server middleware. Fixes the request id (the incoming `X-Request-Id` when sane,
 * else a new one; echoed as the `X-Request-Id` response header), makes `ctx.logger` the
 * global logger (whose mixin adds `request_id` to every line logged during the request,
 * see #core/log_context), and writes one access line per API request when it is answered.
 */
export default class RequestLogMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const headers = ctx.request.request.headers
    let id = headers['x-request-id']
    if (typeof id !== 'string' || !ACCEPTED_ID.test(id)) {
      id = randomUUID()
      headers['x-request-id'] = id
    }
    ctx.logger = logger

    const url = ctx.request.url()
    if (url.startsWith('/api/')) {
      const requestId = id
      const method = ctx.request.method()
      const started = process.hrtime.bigint()
      const res = ctx.response.response
      res.once('close', () => {
        const status = res.statusCode
        const level = QUIET_PATHS.has(url) && status < 400 ? 'debug' : 'info'
        if (!logger.isLevelEnabled(level)) return
        logger[level](
          {
            request_id: requestId,
            method,
            url,
            status,
            duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request'
        )
      })
    }
    return next()
  }
}
