import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { checkHealth, checkReady } from '#operations/queries/health'

/*
| GET /api/health, public: up or down in one word and its status code, for monitoring from
| outside; GET /api/admin/health, admins: the checks with their latencies and the queues.
| GET /_ready: the balancer's readiness check (this process can serve). Neither names a
| host, URL or version.
*/
/*
| The public answer is shared for a second (issue #35): every anonymous call ran the database,
| Redis and queue checks, so a burst of them was a burst of checks. Calls within a second of
| a check get its answer; the admins' detailed answer is always fresh.
*/
const SHARED_MS = 1000
let shared: { at: number; health: ReturnType<typeof checkHealth> } | null = null

function publicHealth() {
  if (!shared || Date.now() - shared.at >= SHARED_MS) {
    shared = { at: Date.now(), health: checkHealth() }
  }
  return shared.health
}

export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await publicHealth()
    response.header('Cache-Control', 'no-store')
    if (health.status !== 'ok') {
      logger.warn({ checks: health.checks }, `health check: ${health.status}`)
      response.status(503)
    }
    return { status: health.status }
  }

  async details({ response }: HttpContext) {
    const health = await checkHealth()
    if (health.status !== 'ok') response.status(503)
    return health
  }

  async ready({ response }: HttpContext) {
    const readiness = await checkReady()
    response.header('Cache-Control', 'no-store')
    response.type('text/plain')
    if (!readiness.ready) return response.status(503).send(`not ready: ${readiness.reason}`)
    return response.send('ready')
  }
}
