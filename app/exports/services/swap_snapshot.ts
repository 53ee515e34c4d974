import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { deriveBatchLists } from '#stock/services/derive_batch_lists'
import type ExportBatch from '#exports/models/export_batch'
import type { SkipLog } from '#exports/services/read_export_file'

/**
 * Makes the batch the branch's current export in one transaction: merges its movements,
 * recomputes ležáky and ohrožené, moves the branch's pointer (the previous sklad stays
 * for the removed-items diff) and marks the batch done. Readers follow the pointer, so
 * they see the old snapshot or the new one, never a mix.
 */
export async function swapSnapshot(
  batch: ExportBatch,
  result: { counts: object; skipped: SkipLog }
) {
  const branch = { firma: batch.firma, pharmacy_code: batch.pharmacyCode }
  const batchDay = dayIn(batch.createdAt.toJSDate(), domain.TIME_ZONE)

  await db.transaction(async (trx) => {
    await mergeMovements(trx, batch)
    await deriveBatchLists(trx, batch, batchDay)

    const current = await trx.from('branch_exports').where(branch).forUpdate().first()
    const pointer = {
      batch_id: batch.id,
      previous_batch_id: current?.batch_id ?? null,
      last_batch_at: batch.createdAt.toSQL(),
      odpisy_batch_id: batch.hasOdpisy ? batch.id : (current?.odpisy_batch_id ?? null),
      odpisy_last_batch_at: batch.hasOdpisy
        ? batch.createdAt.toSQL()
        : (current?.odpisy_last_batch_at ?? null),
    }
    if (current) await trx.from('branch_exports').where(branch).update(pointer)
    else await trx.table('branch_exports').insert({ ...branch, ...pointer })

    await trx
      .from('export_batches')
      .where('id', batch.id)
      .update({
        status: 'done',
        counts: JSON.stringify(result.counts),
        skipped: JSON.stringify(result.skipped),
        error: null,
        finished_at: DateTime.now().toSQL(),
      })
    await dropStaleSnapshots(trx, batch, pointer)
  })
}

async function mergeMovements(trx: TransactionClientContract, batch: ExportBatch) {
  await trx.rawQuery(
    `INSERT INTO pohyby (firma, pharmacy_code, datum, pdk, typ, mnozstvi, sarze, occurrence, cena, is_sale, batch_id)
     SELECT ?, ?, datum, pdk, typ, mnozstvi, sarze,
            row_number() OVER (PARTITION BY datum, pdk, typ, mnozstvi, sarze ORDER BY row_no),
            cena, is_sale, batch_id
       FROM pohyby_staging WHERE batch_id = ?
     ON CONFLICT (firma, pharmacy_code, datum, pdk, typ, mnozstvi, sarze, occurrence) DO NOTHING`,
    [batch.firma, batch.pharmacyCode, batch.id]
  )
  await trx.from('pohyby_staging').where('batch_id', batch.id).delete()
}

/* Only the current and previous sklad, and the current karty, lists and odpisy are kept. */
async function dropStaleSnapshots(
  trx: TransactionClientContract,
  batch: ExportBatch,
  pointer: { batch_id: number; previous_batch_id: number | null; odpisy_batch_id: number | null }
) {
  const older = trx
    .from('export_batches')
    .select('id')
    .where({ firma: batch.firma, pharmacy_code: batch.pharmacyCode })
    .whereNot('id', batch.id)
  const keepSklad = [pointer.batch_id, pointer.previous_batch_id].filter((id) => id !== null)
  await trx
    .from('sklad_rows')
    .whereIn('batch_id', older.clone())
    .whereNotIn('batch_id', keepSklad)
    .delete()
  await trx.from('stock_lists').whereIn('batch_id', older.clone()).delete()
  await trx.from('karty_rows').whereIn('batch_id', older.clone()).delete()
  if (pointer.odpisy_batch_id === batch.id) {
    await trx.from('odpisy_rows').whereIn('batch_id', older.clone()).delete()
  }
}
