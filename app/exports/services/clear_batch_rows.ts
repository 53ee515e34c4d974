import db from '@adonisjs/lucid/services/db'

const DATA = ['stock_lists', 'sklad_rows', 'karty_rows', 'odpisy_rows', 'pohyby']
const REPORT = ['export_skipped_rows', 'export_skipped_files']

/**
 * Removes what an attempt of this batch wrote, so a retry starts clean. A refused batch
 * keeps its skipped-rows report: that is when the branch needs it.
 */
export async function clearBatchRows(batchId: number, options: { keepReport?: boolean } = {}) {
  await db.transaction(async (trx) => {
    for (const table of options.keepReport ? DATA : [...DATA, ...REPORT]) {
      await trx.from(table).where('batch_id', batchId).delete()
    }
  })
}

/**
 * Movements of the branch's older batches that no segment points to any more are never
 * read again; dropping them after the swap keeps the table to what is in use.
 */
export async function dropUnusedMovements(branch: {
  id: number
  firma: string
  pharmacyCode: string
}) {
  await db.rawQuery(
    `DELETE FROM pohyby WHERE batch_id IN (
       SELECT b.id FROM export_batches b
        WHERE b.firma = ? AND b.pharmacy_code = ? AND b.id <> ? AND b.status = 'done'
          AND NOT EXISTS (SELECT 1 FROM pohyby_segments s WHERE s.batch_id = b.id))`,
    [branch.firma, branch.pharmacyCode, branch.id]
  )
}
