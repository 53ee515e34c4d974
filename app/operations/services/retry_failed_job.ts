import { getQueue, QUEUE_NAMES, type QueueName } from '#core/queue'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { fromRedis } from '#operations/queries/from_redis'

const NOT_FAILED = 'Znovu spustit lze jen selhanou úlohu.'

/**
 * Puts a failed job back to waiting with its attempts reset, so it gets the queue's full
 * number of attempts again. Unknown queue or job: 404; a job in any other state: 409.
 */
export async function retryFailedJob(queue: string, jobId: string) {
  if (!QUEUE_NAMES.includes(queue as QueueName)) throw DomainError.notFound('Fronta nenalezena.')
  const job = await fromRedis(() => getQueue(queue as QueueName).getJob(jobId))
  if (!job) throw DomainError.notFound('Úloha nenalezena.')
  const state = await fromRedis(() => job.getState())
  if (state !== 'failed') throw DomainError.conflict('JOB_NOT_FAILED', NOT_FAILED)
  /* Refused when another admin retried it, or it was removed, since the state was read. */
  const moved = await fromRedis(() =>
    job.retry('failed', { resetAttemptsMade: true }).then(
      () => true,
      () => false
    )
  )
  if (!moved) throw DomainError.conflict('JOB_NOT_FAILED', NOT_FAILED)
  /* The job lives in Redis: its retry is no database transaction, so the row follows it. */
  await recordAudit({
    action: 'operations.retry_job',
    entity: 'job',
    entityId: `${queue}:${jobId}`,
    after: { job: job.name },
  })
  return { ok: true }
}
