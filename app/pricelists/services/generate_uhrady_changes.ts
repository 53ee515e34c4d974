import db from '@adonisjs/lucid/services/db'
import { currentBatch } from '#stock/queries/current_batch'
import { newestPriceList, previousPriceList } from '#pricelists/queries/price_lists'
import { stockedProducts } from '#pricelists/queries/uhrady_changes'
import { reimbursementChanges, totalImpact } from '#pricelists/rules/uhrady_changes'

type Branch = { firma: string; pharmacyCode: string }

const LINES_BATCH = 5000

export type GenerationResult =
  | { versionId: string; lines: number; created: boolean }
  | { versionId: null; reason: 'no-previous-list' | 'no-export' }

/**
 * A reimbursement-changes version of one branch: its current stock against the newest
 * úhrady list and the one before it (DOMAIN.md). One version per branch and pair of
 * lists; running again for the same pair returns the stored one.
 */
export async function generateUhradyChanges(branch: Branch): Promise<GenerationResult> {
  const list = await newestPriceList('uhrady')
  const previous = list ? await previousPriceList('uhrady', list) : null
  if (!list || !previous) return { versionId: null, reason: 'no-previous-list' }
  const batch = await currentBatch(branch)
  if (!batch) return { versionId: null, reason: 'no-export' }

  const key = {
    firma: branch.firma,
    pharmacy_code: branch.pharmacyCode,
    list_id: Number(list.id),
    previous_list_id: Number(previous.id),
  }
  const existing = await db.from('uhrady_change_versions').where(key).select('id', 'lines').first()
  if (existing) return { versionId: String(existing.id), lines: existing.lines, created: false }

  const lines = reimbursementChanges(
    await stockedProducts(batch.batchId, key.list_id, key.previous_list_id)
  )
  return db.transaction(async (trx) => {
    const { rows } = await trx.rawQuery(
      `INSERT INTO uhrady_change_versions
         (firma, pharmacy_code, list_id, previous_list_id, batch_id, last_batch_at, lines, total_impact)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (firma, pharmacy_code, list_id, previous_list_id) DO NOTHING
       RETURNING id`,
      [
        key.firma,
        key.pharmacy_code,
        key.list_id,
        key.previous_list_id,
        batch.batchId,
        batch.lastBatch,
        lines.length,
        totalImpact(lines),
      ]
    )
    /* A concurrent run stored it first. */
    if (rows.length === 0) {
      const stored = await trx
        .from('uhrady_change_versions')
        .where(key)
        .select('id', 'lines')
        .first()
      return { versionId: String(stored.id), lines: stored.lines, created: false }
    }
    const versionId = rows[0].id as number
    for (let i = 0; i < lines.length; i += LINES_BATCH) {
      const batchLines = lines.slice(i, i + LINES_BATCH).map((line, j) => ({
        ...line,
        position: i + j + 1,
      }))
      await trx.rawQuery(
        `INSERT INTO uhrady_change_lines
           (version_id, position, sukl, nazev, doplnek, old_uhrada, new_uhrada, difference,
            stock, impact)
         SELECT ?, r.position, r.sukl, r.nazev, r.doplnek, r."oldUhrada", r."newUhrada",
                r.difference, r.stock, r.impact
           FROM json_to_recordset(?::json) AS r(position int, sukl text, nazev text, doplnek text,
             "oldUhrada" numeric, "newUhrada" numeric, difference numeric, stock numeric,
             impact numeric)`,
        [versionId, JSON.stringify(batchLines)]
      )
    }
    return { versionId: String(versionId), lines: lines.length, created: true }
  })
}
