import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { security } from '#config/security'

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  /* The request id comes from #core/middleware/request_log_middleware (the incoming one, or a
     random UUID): Adonis's own would hash a new cuid for every request, before ours is set. */
  generateRequestId: false,
  allowMethodSpoofing: false,
  /* The logger mixin reads the request id of the running request (#core/log_context). */
  useAsyncLocalStorage: true,
  /* X-Forwarded-For counts only from TRUSTED_PROXIES (#config/security); none by default. */
  trustProxy: security.trustProxy,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

/*
| Leaving a fleet on SIGTERM (#core/lifecycle): not ready at once, serving on through the
| grace period while the balancer notices (two failed checks), then at most the limit for
| the requests still in flight. Outside production (npm start, Ctrl+C) there is no grace.
*/
export const shutdown = {
  graceMs: env.get('SHUTDOWN_GRACE_MS', app.inProduction ? 5000 : 0),
  timeoutMs: env.get('SHUTDOWN_TIMEOUT_MS', 10_000),
  /* A worker's running job may take this long to finish before the worker leaves it. */
  jobTimeoutMs: env.get('SHUTDOWN_JOB_TIMEOUT_MS', 60_000),
}

/* A worker's /metrics listener (issue #29): METRICS_PORT + 0 imports, 1 pdf, 2 maintenance, 3 mail. */
export const metricsPort = env.get('METRICS_PORT')
