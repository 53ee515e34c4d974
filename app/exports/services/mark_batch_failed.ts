import { dbNow } from '#core/clock'
import ExportBatch from '#exports/models/export_batch'

/**
 * Ends an export batch as failed with the Czech reason the branch reads; a batch that has
 * already ended stays as it ended. The import job, the upload meta (a job BullMQ gave up on)
 * and the lost-job recovery of app/operations all end a batch this way, and the last two
 * read the batch before they ask Redis: a job that failed with its own reason meanwhile
 * (a refused file) keeps that reason instead of "the worker died twice".
 */
export async function markFailed(batchId: number, message: string) {
  await ExportBatch.query()
    .where('id', batchId)
    .whereIn('status', ['queued', 'processing'])
    .update({ status: 'failed', error: message, finished_at: await dbNow() })
}
