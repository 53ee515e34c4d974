/*
| `node build/workers/main.js imports|pdf|maintenance`: one queue per process, booted
| with the same services and config as the web process; SIGTERM lets the running job
| finish, then closes.
*/
import { setPriority } from 'node:os'
import { bootApp } from '#core/boot_app'
import { QUEUE_NAMES, type QueueName } from '#core/queue'
import { startWorker } from './start_worker.js'

const WORKER_NICENESS = 10

const queue = process.argv[2] as QueueName
/* The inbox queue is served by the maintenance processes of hosts that have the folder. */
if (!QUEUE_NAMES.includes(queue) || queue === 'inbox') {
  console.error(
    `Použití: node build/workers/main.js ${QUEUE_NAMES.filter((q) => q !== 'inbox').join('|')}`
  )
  process.exit(1)
}

/*
| Workers run at a lower CPU priority: parsing an export may take both cores for seconds,
| and the web process must keep answering other branches meanwhile.
*/
setPriority(WORKER_NICENESS)

const app = await bootApp(new URL('../', import.meta.url))
/* Imported once booted: the database service exists only then. */
const { refuseOlderSchema } = await import('#core/schema_check')
await refuseOlderSchema(`worker ${queue}`)
/* What a worker killed mid-job left in the temp folder (issue #35). */
const { sweepTempFiles } = await import('#core/temp_files')
await sweepTempFiles()
const { default: inboxConfig } = await import('#config/inbox')
const queues: QueueName[] =
  queue === 'maintenance' && inboxConfig.root !== null ? ['maintenance', 'inbox'] : [queue]
const { startMetrics, serveWorkerMetrics } = await import('#core/metrics')
startMetrics(`worker:${queue}`)
/* One port per worker kind on a host: METRICS_PORT for imports, +1 pdf, +2 maintenance, +3 mail. */
const metricsPort = app.config.get<number | undefined>('app.metricsPort')
if (metricsPort)
  serveWorkerMetrics(metricsPort + ['imports', 'pdf', 'maintenance', 'mail'].indexOf(queue))
const closers = await Promise.all(queues.map((q) => startWorker(q)))
const close = () => Promise.all(closers.map((closeOne) => closeOne()))
const { default: logger } = await import('@adonisjs/core/services/logger')
if (queues.includes('inbox')) logger.info(`worker inbox started (${inboxConfig.root})`)
logger.info(`worker ${queue} started`)

/*
| SIGTERM: the running job may finish within the limit; past it the worker closes anyway and
| the job's lock lapses (QUEUE_LOCK_MS), so another worker takes it again (jobs are
| idempotent). Every connection is closed before the process exits.
*/
const { shutdown } = await import('#config/app')
let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    setTimeout(() => process.exit(1), shutdown.jobTimeoutMs + 10_000).unref()
    const finished = await Promise.race([
      close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), shutdown.jobTimeoutMs)),
    ])
    if (!finished) {
      logger.warn(`worker ${queue}: a job still runs after the limit; it is left to another worker`)
    }
    await app.terminate()
    process.exit(0)
  })
}
