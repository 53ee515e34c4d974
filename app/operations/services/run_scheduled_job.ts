import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { getQueue } from '#core/queue'
import { fromRedis } from '#operations/queries/from_redis'
import { scheduledJob } from '#operations/schedules'

export const ALREADY_RUNNING =
  'Úloha už čeká ve frontě nebo právě běží. Další běh spusťte, až doběhne.'

/**
 * Runs a scheduled job now (issue #29: /admin/jobs and `jobs:run`), as its scheduler would:
 * queued on its own queue, taken by one worker of that queue on whichever host, its run
 * recorded in job_runs. Answers the queued job's id.
 */
export async function runScheduledJob(job: string) {
  const schedule = scheduledJob(job)
  if (!schedule) throw DomainError.notFound('Plánovaná úloha nenalezena.')
  /* A heavy job is not queued again on every press while a run of it waits or runs (its
     scheduler's or a manual one): issue #35. (Its scheduler's next run, delayed until its
     time, is not a run.) */
  const pending = await fromRedis(() =>
    getQueue(schedule.queue).getJobs(['active', 'waiting', 'prioritized'], 0, 500)
  )
  if (pending.some((j) => j?.name === schedule.job)) {
    throw DomainError.conflict('JOB_ALREADY_RUNNING', ALREADY_RUNNING)
  }
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
