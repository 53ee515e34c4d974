import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { getQueue } from '#core/queue'
import { fromRedis } from '#operations/queries/from_redis'
import { scheduledJob } from '#operations/schedules'

/**
 * Runs a scheduled job now (issue #29: /admin/jobs and `jobs:run`), as its scheduler would:
 * queued on its own queue, taken by one worker of that queue on whichever host, its run
 * recorded in job_runs. Answers the queued job's id.
 */
export async function runScheduledJob(job: string) {
  const schedule = scheduledJob(job)
  if (!schedule) throw DomainError.notFound('Plánovaná úloha nenalezena.')
  const queued = await fromRedis(() =>
    getQueue(schedule.queue).add(
      schedule.job,
      {},
      {
        jobId: `manual-${schedule.id}-${Date.now()}`,
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      }
    )
  )
  await recordAudit({
    action: 'operations.run_job',
    entity: 'job',
    entityId: `${schedule.queue}:${queued.id}`,
    after: { job: schedule.job },
  })
  return { queue: schedule.queue, job: schedule.job, jobId: String(queued.id) }
}
