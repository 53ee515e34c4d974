import { UnrecoverableError, type Job } from 'bullmq'
import { DomainError } from '#core/domain_error'
import { RefusedUpload } from '#core/queue'
import ExportBatch from '#exports/models/export_batch'
import { processExport } from '#exports/jobs/process_export'
import { markFailed } from '#exports/services/mark_batch_failed'
import { exportFailed, failureCause } from '#core/failure_cause'
import { isDatabaseUnavailable } from '#core/db_unavailable'
import { matchItems } from '#pool/services/match_items'
import { generateUhradyChanges } from '#pricelists/services/generate_uhrady_changes'
import type { ProcessExportPayload } from '#exports/jobs/names'

/**
 * BullMQ handler of the imports queue. A refused file fails at once and for good; any
 * other error is retried, and the batch is marked failed only after the last attempt.
 */
export async function processExportHandler(job: Job<ProcessExportPayload>) {
  const batchId = Number(job.data.batchId)
  if (!Number.isInteger(batchId)) throw new UnrecoverableError('batchId missing')
  try {
    await processExport(batchId, async (processed, total) => {
      await ExportBatch.query().where('id', batchId).update({ processed, total })
      await job.updateProgress({ processed, total })
    })
    /* The new branch's items, and its demand for everyone else's, are matched at once. */
    const batch = await ExportBatch.find(batchId)
    if (batch?.status === 'done') {
      await matchItems(batch.firma)
      /* A branch without an export when the úhrady lists came gets its version now. */
      await generateUhradyChanges({ firma: batch.firma, pharmacyCode: batch.pharmacyCode })
    }
  } catch (error) {
    if (error instanceof DomainError) {
      await markFailed(batchId, error.message)
      throw new RefusedUpload(error.message)
    }
    /* A lost database is waited out by the worker (workers/start_worker), never the end. */
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    if (lastAttempt && !isDatabaseUnavailable(error))
      await markFailed(batchId, exportFailed(failureCause(error)))
    throw error
  }
}
