import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { deriveBatchLists } from '#stock/services/derive_batch_lists'
import { syncPoolItems } from '#pool/services/sync_pool_items'
import { takeOverRange, type Segment } from '#exports/rules/segments'
import type ExportBatch from '#exports/models/export_batch'
import type { SkipLog } from '#exports/services/read_export_file'

export type DateRange = { from: string | null; to: string | null }

/**
 * Makes the batch the branch's current export in one transaction: its movements take
 * over their date range, ležáky and ohrožené are recomputed, the branch's pointer moves
 * (the previous sklad stays for the removed-items diff) and the batch is marked done.
 * Readers follow the pointer and the segments, so they see the old snapshot or the new
 * one, never a mix.
 */
export async function swapSnapshot(
  batch: ExportBatch,
  result: { counts: object; skipped: SkipLog; range: DateRange }
) {
  const branch = { firma: batch.firma, pharmacy_code: batch.pharmacyCode }
  const batchDay = dayIn(batch.createdAt.toJSDate(), domain.TIME_ZONE)

  await db.transaction(async (trx) => {
    const current = await trx.from('branch_exports').where(branch).forUpdate().first()
    await publishMovements(trx, batch, result.range)
    await deriveBatchLists(trx, batch, batchDay)
    await syncPoolItems(trx, batch)

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
        finished_at: trx.knexRawQuery('now()'),
      })
    await dropStaleSnapshots(trx, batch, pointer)
  })
}

/** The batch's movements take over their date range from older uploads (rules/segments). */
async function publishMovements(
  trx: TransactionClientContract,
  batch: ExportBatch,
  range: DateRange
) {
  if (!range.from || !range.to) return
  const where = { firma: batch.firma, pharmacy_code: batch.pharmacyCode }
  const rows = await trx
    .from('pohyby_segments')
    .where(where)
    .select('batch_id', 'date_from', 'date_to')
  const existing: Segment[] = rows.map((r) => ({
    batchId: r.batch_id,
    from: DateTime.fromJSDate(r.date_from).toISODate()!,
    to: DateTime.fromJSDate(r.date_to).toISODate()!,
  }))
  const segments = takeOverRange(existing, { batchId: batch.id, from: range.from, to: range.to })
  await trx.from('pohyby_segments').where(where).delete()
  await trx
    .table('pohyby_segments')
    .multiInsert(
      segments.map((s) => ({ ...where, batch_id: s.batchId, date_from: s.from, date_to: s.to }))
    )
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
