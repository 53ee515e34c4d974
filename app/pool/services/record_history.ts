import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type HistoryRow = {
  poolItemId: number
  stav: string
  note?: string | null
  by?: string | null
}

/** Appends history entries; every change of a pool item leaves one. */
export async function recordHistory(trx: TransactionClientContract, rows: HistoryRow[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx.table('pool_item_history').multiInsert(
      rows.slice(i, i + 1000).map((r) => ({
        pool_item_id: r.poolItemId,
        stav: r.stav,
        note: r.note ?? null,
        by: r.by ?? null,
      }))
    )
  }
}
