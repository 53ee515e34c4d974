import { hostname } from 'node:os'
import type { HttpContext } from '@adonisjs/core/http'
import { gaugeOnScrape, mayReadMetrics, metricsText } from '#core/metrics'
import { getQueue, QUEUE_NAMES } from '#core/queue'
import { holdLease } from '#core/redis_lock'

/*
| Read at each scrape, from Redis: how many jobs wait, run, wait for a retry or failed. The
| queues are the fleet's, not a host's: only the web process holding the reporter's lease
| exports them (issue #34: every host did, and a fleet-wide sum() counted each job three
| times). The lease passes to another host a minute after its holder stops being scraped.
*/
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const
const REPORTER = `${hostname()}:${process.pid}`
const REPORTER_TTL_MS = 60_000

gaugeOnScrape(
  'lemon_queue_reporter',
  'Whether this process exports the fleet-wide queue gauges (1) or leaves them to another (0)',
  [],
  async (set) => {
    set({}, (await holdLease('queue-metrics', REPORTER, REPORTER_TTL_MS)) ? 1 : 0)
  }
)

gaugeOnScrape(
  'lemon_queue_jobs',
  'Jobs of each queue by state, exported by one process of the fleet',
  ['queue', 'state'],
  async (set) => {
    if (!(await holdLease('queue-metrics', REPORTER, REPORTER_TTL_MS))) return
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
