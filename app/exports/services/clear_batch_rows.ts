import db from '@adonisjs/lucid/services/db'

/** Removes what an attempt of this batch wrote, so a retry starts clean. */
export async function clearBatchRows(batchId: number) {
  await db.transaction(async (trx) => {
    for (const table of ['stock_lists', 'sklad_rows', 'karty_rows', 'odpisy_rows', 'pohyby']) {
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
