import type { Job } from 'bullmq'
import logger from '@adonisjs/core/services/logger'
import mailConfig from '#config/mail'
import { RefusedUpload } from '#core/queue'
import { failedJobMail } from '#mail/rules/alert_mails'
import { mailAdmins } from '#mail/services/mail_admins'
import { dbNow } from '#core/clock'

/**
 * Tells the admins by e-mail that a job failed for good (its last attempt, or a refusal
 * that is not retried). One message per job name and `alertWindowMinutes`, so an outage
 * failing a thousand jobs sends one e-mail, not a thousand. Mail jobs themselves are left
 * out: a broken SMTP server cannot report itself by e-mail. So are refused uploads: a
 * branch's bad file is answered on its own screen (and a refused set of the export inbox
 * by its own e-mail), it is not a failure of the system.
 */
export async function alertFailedJob(queue: string, job: Job, error: Error, at?: Date) {
  if (queue === 'mail' || error instanceof RefusedUpload) return 0
  if (!(await job.isFailed().catch(() => false))) return 0
  const now = at ?? (await dbNow())
  const window = Math.floor(now.getTime() / (mailConfig.alertWindowMinutes * 60_000))
  try {
    return await mailAdmins(
      'job_failed',
      failedJobMail(
        {
          queue,
          job: job.name,
          jobId: String(job.id),
          reason: error.message,
          attempts: job.attemptsMade,
          windowMinutes: mailConfig.alertWindowMinutes,
        },
        mailConfig.appUrl
      ),
      `job_failed:${queue}:${job.name}:${window}`
    )
  } catch (alertError) {
    logger.warn({ err: alertError }, 'failed-job alert not sent')
    return 0
  }
}
