import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { domain } from '#config/domain'
import { addDays, dayIn } from '#core/calendar'
import { deriveLists } from '#stock/rules/derived_lists'

type Batch = { id: number; firma: string; pharmacyCode: string }

/**
 * Recomputes a batch's ležáky and ohrožené from its sklad lots and the branch's sales in
 * the consumption window before the batch date; runs inside the snapshot swap. Expiry is
 * counted from today on PostgreSQL's clock unless `now` is given (issue #34): a worker
 * host whose clock is a day off must not put a lot on the lists a day early.
 */
export async function deriveBatchLists(
  trx: TransactionClientContract,
  batch: Batch,
  batchDay: string,
  now?: Date
) {
  const today = dayIn(now ?? (await transactionNow(trx)), domain.TIME_ZONE)
  const windowStart = addDays(batchDay, -domain.CONSUMPTION_WINDOW_DAYS)
  const sales = await trx.rawQuery(
    `SELECT p.pdk, sum(abs(p.mnozstvi))::float AS sold
       FROM pohyby_segments s
       JOIN pohyby p ON p.batch_id = s.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
      WHERE s.firma = ? AND s.pharmacy_code = ? AND p.is_sale AND p.datum > ? AND p.datum <= ?
      GROUP BY p.pdk`,
    [batch.firma, batch.pharmacyCode, windowStart, batchDay]
  )
  const sold = new Map<string, number>(sales.rows.map((r: any) => [r.pdk, r.sold]))
  const lots = await trx.rawQuery(
    `SELECT id, pdk, mnozstvi::float AS mnozstvi, to_char(exspirace, 'YYYY-MM-DD') AS exspirace
       FROM sklad_rows WHERE batch_id = ?`,
    [batch.id]
  )
  const lists = deriveLists(lots.rows, sold, today, domain)
  const rows = [
    ...lists.lezaky.map((l) => ({
      batch_id: batch.id,
      sklad_row_id: l.lotId,
      list: 'lezak',
      prebytek: null,
    })),
    ...lists.ohrozenci.map((o) => ({
      batch_id: batch.id,
      sklad_row_id: o.lotId,
      list: 'ohrozeny',
      prebytek: o.prebytek,
    })),
  ]
  for (let i = 0; i < rows.length; i += 1000) {
    await trx.table('stock_lists').multiInsert(rows.slice(i, i + 1000))
  }
  await storeDemand(trx, batch, lots.rows, sold)
}

/** PostgreSQL's time of the transaction (its start, as every now() in it). */
async function transactionNow(trx: TransactionClientContract): Promise<Date> {
  const { rows } = await trx.rawQuery('SELECT now() AS now')
  return new Date(rows[0].now)
}

/** Each PDK's daily consumption and stock at the branch, which matching reads for every branch. */
async function storeDemand(
  trx: TransactionClientContract,
  batch: Batch,
  lots: { pdk: string; mnozstvi: number }[],
  sold: Map<string, number>
) {
  const stock = new Map<string, number>()
  for (const lot of lots) stock.set(lot.pdk, (stock.get(lot.pdk) ?? 0) + lot.mnozstvi)
  for (const pdk of sold.keys()) if (!stock.has(pdk)) stock.set(pdk, 0)
  const where = { firma: batch.firma, pharmacy_code: batch.pharmacyCode }
  await trx.from('branch_demand').where(where).delete()
  const rows = [...stock.entries()].map(([pdk, qty]) => ({
    ...where,
    pdk,
    daily: (sold.get(pdk) ?? 0) / domain.CONSUMPTION_WINDOW_DAYS,
    stock: qty,
  }))
  for (let i = 0; i < rows.length; i += 1000) {
    await trx.table('branch_demand').multiInsert(rows.slice(i, i + 1000))
  }
}
