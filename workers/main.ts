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
if (!QUEUE_NAMES.includes(queue)) {
  console.error(`Použití: node build/workers/main.js ${QUEUE_NAMES.join('|')}`)
  process.exit(1)
}

/*
| Workers run at a lower CPU priority: parsing an export may take both cores for seconds,
| and the web process must keep answering other branches meanwhile.
*/
setPriority(WORKER_NICENESS)

const app = await bootApp(new URL('../', import.meta.url))
const close = await startWorker(queue)
const { default: logger } = await import('@adonisjs/core/services/logger')
logger.info(`worker ${queue} started`)

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await close()
    await app.terminate()
    process.exit(0)
  })
}
