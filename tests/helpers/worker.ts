import type { QueueName } from '#core/queue'

/** Runs the real BullMQ worker of a queue inside the test process, against the test Redis. */
export async function startTestWorker(queue: QueueName = 'imports') {
  const { startWorker } = await import('../../workers/start_worker.js')
  return startWorker(queue)
}
