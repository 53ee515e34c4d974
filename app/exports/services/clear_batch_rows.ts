import db from '@adonisjs/lucid/services/db'

/** Removes what an attempt of this batch wrote, so a retry starts clean. */
export async function clearBatchRows(batchId: number) {
  await db.transaction(async (trx) => {
    for (const table of [
      'stock_lists',
      'sklad_rows',
      'karty_rows',
      'odpisy_rows',
      'pohyby_staging',
    ]) {
      await trx.from(table).where('batch_id', batchId).delete()
    }
  })
}
