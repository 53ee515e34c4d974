import type { HttpContext } from '@adonisjs/core/http'
import { wantsXlsx } from '#core/list_contract'
import { applyMemoryList, sendMemoryXlsx } from '#core/list_memory'
import { jobsOverview } from '#operations/queries/queue_overview'
import { failedJobsList } from '#operations/queries/failed_jobs_list'
import { retryFailedJob } from '#operations/services/retry_failed_job'
import { runScheduledJob } from '#operations/services/run_scheduled_job'

/* Route params arrive undecoded; a scheduler's job id carries `:` (sent as %3A). */
function decoded(value: unknown) {
  try {
    return decodeURIComponent(String(value))
  } catch {
    return String(value)
  }
}

export default class JobsController {
  /**
   * Queue counts, schedulers with their next and last run, and the newest failed jobs; the
   * failed jobs under the list contract (X-Total-Count counts them).
   */
  async index(ctx: HttpContext) {
    const overview = await jobsOverview()
    if (wantsXlsx(ctx.request.qs())) return sendMemoryXlsx(ctx, overview.failed, failedJobsList)
    const { rows, total } = applyMemoryList(overview.failed, failedJobsList, ctx.request.qs())
    ctx.response.header('X-Total-Count', String(total))
    return { ...overview, failed: rows }
  }

  async retry({ params }: HttpContext) {
    return retryFailedJob(decoded(params.queue), decoded(params.jobId))
  }

  async run({ params, response }: HttpContext) {
    return response.status(202).send(await runScheduledJob(decoded(params.job)))
  }
}
