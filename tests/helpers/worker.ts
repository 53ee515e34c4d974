/** Runs the real BullMQ worker of a queue inside the test process, against the test Redis. */
export async function startTestWorker(queue: 'imports' | 'pdf' | 'maintenance' = 'imports') {
  const { startWorker } = await import('../../workers/start_worker.js')
  return startWorker(queue)
}
