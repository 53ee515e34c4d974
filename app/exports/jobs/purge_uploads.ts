import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { domain } from '#config/domain'
import { dbNow } from '#core/clock'
import { deleteStoredFiles } from '#core/file_store'

/**
 * Uploaded export files are kept UPLOAD_RETENTION_DAYS (30) days, long enough to retry a
 * failed job without a new upload (DOMAIN.md), then deleted with the batch's skipped-rows
 * report (they hold the files' cells); the batch rows stay.
 */
export async function purgeUploads(now?: Date) {
  now ??= await dbNow()
  const cutoff = new Date(now.getTime() - domain.UPLOAD_RETENTION_DAYS * 86_400_000)
  const batches = await db
    .from('export_batches')
    .where('created_at', '<', cutoff)
    .whereRaw(`files <> '{}'::jsonb`)
    .whereNotIn('status', ['queued', 'processing'])
    .select('id', 'files')
  for (const batch of batches) {
    const keys = Object.values(batch.files as Record<string, { key: string }>).map((f) => f.key)
    await db.transaction(async (trx) => {
      await deleteStoredFiles(keys, trx)
      await trx.from('export_batches').where('id', batch.id).update({ files: '{}' })
    })
  }
  /* Price lists and voucher exports (issue #20) are kept as long, for the same reason. */
  const sheets = await db
    .from('sheet_uploads')
    .where('created_at', '<', cutoff)
    .whereNot('file_key', '')
    .whereNotIn('status', ['queued', 'processing'])
    .select('id', 'file_key')
  for (const sheet of sheets) {
    await db.transaction(async (trx) => {
      await deleteStoredFiles([sheet.file_key], trx)
      await trx.from('sheet_uploads').where('id', sheet.id).update({ file_key: '' })
    })
  }
  const old = db
    .from('export_batches')
    .where('created_at', '<', cutoff)
    .whereNotIn('status', ['queued', 'processing'])
    .select('id')
  const reportRows = await db.from('export_skipped_rows').whereIn('batch_id', old.clone()).delete()
  await db.from('export_skipped_files').whereIn('batch_id', old).delete()
  logger.info(
    `purged the stored files of ${batches.length} export batch(es), ${sheets.length} other ` +
      `upload(s) and ${reportRows} skipped row(s)`
  )
  return { purged: batches.length + sheets.length }
}
