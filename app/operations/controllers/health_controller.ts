import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { checkHealth } from '#operations/queries/health'

/**
 * GET /api/health, public: the load balancer's readiness check. 200 when PostgreSQL and
 * Redis answer, else 503 (within a second and a half). Names no host, URL or version.
 */
export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await checkHealth()
    response.header('Cache-Control', 'no-store')
    if (health.status === 'ok') return health
    logger.warn({ checks: health.checks }, `health check: ${health.status}`)
    return response.status(503).send(health)
  }
}
