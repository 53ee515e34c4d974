import { dbNow } from '#core/clock'
import ExportBatch from '#exports/models/export_batch'

/**
 * Ends an export batch as failed with the Czech reason the branch reads; a batch already
 * done stays done. The import job, the upload meta (a job BullMQ gave up on) and the lost-job
 * recovery of app/operations all end a batch this way.
 */
export async function markFailed(batchId: number, message: string) {
  await ExportBatch.query()
    .where('id', batchId)
    .whereNot('status', 'done')
    .update({ status: 'failed', error: message, finished_at: await dbNow() })
}
