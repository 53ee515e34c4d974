import { Worker } from 'bullmq'
import type { QueueName } from '#core/queue'

export type FailingJob = { queue: QueueName; name: string; reason: string }

/**
 * Makes each job fail once in its queue, run by a worker of the test whose processor
 * throws the job's reason (the product's own workers are not running).
 */
export async function failJobs(jobs: FailingJob[]) {
  const { getQueue, redisConnection } = await import('#core/queue')
  for (const name of new Set(jobs.map((j) => j.queue))) {
    const queue = getQueue(name)
    const mine = jobs.filter((j) => j.queue === name)
    const connection = redisConnection('worker')
    const worker = new Worker(
      name,
      async (job) => {
        throw new Error(job.data.reason)
      },
      { connection, prefix: queue.opts.prefix, autorun: false }
    )
    const failed = new Promise<void>((resolve) => {
      let count = 0
      worker.on('failed', () => ++count === mine.length && resolve())
    })
    for (const job of mine) await queue.add(job.name, { reason: job.reason }, { attempts: 1 })
    void worker.run()
    await failed
    await worker.close()
    connection.disconnect()
  }
}

/**
 * Leaves a job of `jobId` failed in its queue, as BullMQ leaves one a worker died on twice
 * (its handler never said so). The payload has no ids, so whichever worker takes it, the
 * test's below or the product's own, fails it at once.
 */
export async function jobGivenUp(queue: QueueName, name: string, jobId: string) {
  const { getQueue, redisConnection } = await import('#core/queue')
  const q = getQueue(queue)
  const connection = redisConnection('worker')
  const worker = new Worker(
    queue,
    async () => {
      throw new Error('job stalled more than allowable limit')
    },
    { connection, prefix: q.opts.prefix }
  )
  await q.add(name, {}, { jobId, attempts: 1 })
  const deadline = Date.now() + 10_000
  while ((await (await q.getJob(jobId))?.getState()) !== 'failed') {
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not fail`)
    await new Promise((r) => setTimeout(r, 50))
  }
  await worker.close()
  connection.disconnect()
}
