import type { HttpContext } from '@adonisjs/core/http'
import { jobsOverview } from '#operations/queries/queue_overview'
import { retryFailedJob } from '#operations/services/retry_failed_job'

/* Route params arrive undecoded; a scheduler's job id carries `:` (sent as %3A). */
function decoded(value: unknown) {
  try {
    return decodeURIComponent(String(value))
  } catch {
    return String(value)
  }
}

export default class JobsController {
  /** Queue counts, schedulers with their next and last run, and the newest failed jobs. */
  async index() {
    return jobsOverview()
  }

  async retry({ params }: HttpContext) {
    return retryFailedJob(decoded(params.queue), decoded(params.jobId))
  }
}
