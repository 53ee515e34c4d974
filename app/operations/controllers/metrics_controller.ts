import type { HttpContext } from '@adonisjs/core/http'
import { gaugeOnScrape, mayReadMetrics, metricsText } from '#core/metrics'
import { getQueue, QUEUE_NAMES } from '#core/queue'

/* Read at each scrape, from Redis: how many jobs wait, run, wait for a retry or failed. */
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const
gaugeOnScrape(
  'lemon_queue_jobs',
  'Jobs of each queue by state',
  ['queue', 'state'],
  async (set) => {
    for (const queue of QUEUE_NAMES) {
      const counts = await getQueue(queue).getJobCounts(...STATES)
      for (const state of STATES) set({ queue, state }, counts[state] ?? 0)
    }
  }
)

/**
 * GET /metrics (Prometheus text) for the operator's scraper: from METRICS_ALLOW only, never
 * through the load balancer; anyone else finds nothing there.
 */
export default class MetricsController {
  async show({ request, response }: HttpContext) {
    if (!mayReadMetrics(request.request)) return response.notFound('')
    const { type, body } = await metricsText()
    return response.header('Content-Type', type).header('Cache-Control', 'no-store').send(body)
  }
}
