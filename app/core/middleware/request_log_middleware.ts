import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { isDraining } from '#core/lifecycle'
import { httpDuration, httpRequests } from '#core/metrics'

/* An incoming X-Request-Id is kept when it looks like an id (a load balancer's or a client's). */
const ACCEPTED_ID = /^[\w.:=/+-]{1,128}$/

/*
| An answer names the host that gave it (issue #29), as every log line does (`hostname`): to
| a signed-in admin, or to everyone where SERVED_BY_HEADER=all (a balancer only staff reach).
| A stranger learns no host names (issue #35).
*/
const HOST = hostname()
const TO_EVERYONE = env.get('SERVED_BY_HEADER', 'admins') === 'all'

/* The load balancer polls the health check every few seconds: healthy answers log at debug. */
const QUIET_PATHS = new Set(['/api/health'])

/**
 * First server middleware. Fixes the request id (the incoming `X-Request-Id` when sane,
 * else a new one; echoed as the `X-Request-Id` response header), makes `ctx.logger` the
 * global logger (whose mixin adds `request_id` to every line logged during the request,
 * see #core/log_context), and writes one access line per API request when it is answered.
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const headers = ctx.request.request.headers
    let id = headers['x-request-id']
    if (typeof id !== 'string' || !ACCEPTED_ID.test(id)) {
      id = randomUUID()
      headers['x-request-id'] = id
    }
    ctx.logger = logger
    if (TO_EVERYONE) ctx.response.header('X-Served-By', HOST)
    /* Leaving the fleet: the client's next request opens a connection to another host. */
    if (isDraining()) ctx.response.header('Connection', 'close')

    const url = ctx.request.url()
    const method = ctx.request.method()
    const started = process.hrtime.bigint()
    const res = ctx.response.response
    res.once('close', () => {
      const status = res.statusCode
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      /* The route's pattern, not its URL: a bounded set of series for the operator. */
      const route = ctx.route?.pattern ?? (url.startsWith('/assets/') ? '/assets/*' : 'none')
      httpRequests.inc({ method, route, status })
      httpDuration.observe({ method, route }, seconds)
      if (!url.startsWith('/api/')) return
      const level = QUIET_PATHS.has(url) && status < 400 ? 'debug' : 'info'
      if (!logger.isLevelEnabled(level)) return
      logger[level](
        {
          request_id: id,
          method,
          url,
          status,
          duration_ms: Math.round(seconds * 1e6) / 1000,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request'
      )
    })
    await next()
    const caller = ctx.auth?.user as { role?: string } | undefined
    if (!TO_EVERYONE && caller?.role === 'admin') ctx.response.header('X-Served-By', HOST)
  }
}
