import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { hostname } from 'node:os'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import env from '#start/env'
import { trustedProxyList, trustFunction } from '#config/security'

/*
| Operators see the fleet (issue #29): every process exposes Prometheus metrics, labelled
| with its host and role. Web processes answer GET /metrics on their own port; workers on
| METRICS_PORT when it is set. Only addresses in METRICS_ALLOW (default: this machine) may
| read them, and never through the load balancer (a request carrying X-Forwarded-For).
*/

export const registry = new Registry()
let role = 'web'

export function startMetrics(processRole: string) {
  role = processRole
  registry.setDefaultLabels({ host: hostname(), process: processRole })
  collectDefaultMetrics({ register: registry })
}

export const httpRequests = new Counter({
  name: 'lemon_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: 'lemon_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const jobDuration = new Histogram({
  name: 'lemon_job_duration_seconds',
  help: 'Time a worker spent on a job, by queue, job name and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 1200],
  registers: [registry],
})

export const openStreams = new Gauge({
  name: 'lemon_sse_streams_open',
  help: 'Notification streams this web process holds',
  registers: [registry],
})

/* The knex pool behind Lucid: what this process holds of the deployment's connection budget.
   (The database service is imported when read: workers load this module before they boot.) */
new Gauge({
  name: 'lemon_db_pool_connections',
  help: 'Database pool of this process: used, free and waiting acquisitions',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const pool = (db.connection().getWriteClient() as any).client?.pool
    if (!pool) return
    this.set({ state: 'used' }, pool.numUsed())
    this.set({ state: 'free' }, pool.numFree())
    this.set({ state: 'pending' }, pool.numPendingAcquires())
  },
})

/** Registers a gauge whose value is read at each scrape (queue depths in the web process). */
export function gaugeOnScrape(
  name: string,
  help: string,
  labelNames: string[],
  read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void>
) {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset()
      await read((labels, value) => this.set(labels, value)).catch(() => {})
    },
  })
}

const allowed = trustFunction(trustedProxyList(env.get('METRICS_ALLOW') ?? '127.0.0.1,::1'))

/**
 * Whether this request may read the metrics: from an allowed address, and not relayed by any
 * proxy (issue #35: only X-Forwarded-For was taken as the mark, so a proxy on an allowed
 * address that sends `Forwarded` or `X-Real-IP` exposed them).
 */
export function mayReadMetrics(request: IncomingMessage) {
  const relayed = Object.keys(request.headers).some(
    (name) =>
      name === 'forwarded' ||
      name === 'x-real-ip' ||
      name === 'via' ||
      name.startsWith('x-forwarded-') ||
      name === 'x-client-ip'
  )
  if (relayed) return false
  return allowed(request.socket.remoteAddress ?? '')
}

export async function metricsText() {
  return { type: registry.contentType, body: await registry.metrics() }
}

/** A worker's own listener for /metrics (METRICS_PORT), closed with the process. */
export function serveWorkerMetrics(port: number) {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    if (request.url !== '/metrics' || !mayReadMetrics(request)) {
      response.writeHead(404).end()
      return
    }
    const { type, body } = await metricsText()
    response.writeHead(200, { 'content-type': type }).end(body)
  })
  server.listen(port)
  server.unref()
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

export const metricsRole = () => role
