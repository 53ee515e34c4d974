import db from '@adonisjs/lucid/services/db'

type Branch = { firma: string; pharmacyCode: string }

export type MovementGroup = {
  pdk: string
  /** 0 = the batch day. */
  daysAgo: number
  typ: string
  isSale: boolean
  quantity: number
  absQuantity: number
}

/**
 * The branch's movements of the given PDKs in the consumption window up to `batchDay`,
 * summed per PDK, day, type and sale flag; each day from the upload that owns it
 * (pohyby_segments), as the consumption of the lists is counted.
 */
export async function movementGroups(
  branch: Branch,
  batchDay: string,
  windowDays: number,
  pdks: string[]
): Promise<MovementGroup[]> {
  if (pdks.length === 0) return []
  const { rows } = await db.rawQuery(
    `SELECT p.pdk, (?::date - p.datum) AS days_ago, p.typ, p.is_sale,
            sum(p.mnozstvi)::float AS quantity, sum(abs(p.mnozstvi))::float AS abs_quantity
       FROM pohyby_segments s
       JOIN pohyby p ON p.batch_id = s.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
      WHERE s.firma = ? AND s.pharmacy_code = ?
        AND p.datum > ?::date - ?::int AND p.datum <= ?::date AND p.pdk = ANY(?)
      GROUP BY 1, 2, 3, 4`,
    [batchDay, branch.firma, branch.pharmacyCode, batchDay, windowDays, batchDay, pdks]
  )
  return rows.map((r: any) => ({
    pdk: r.pdk,
    daysAgo: r.days_ago,
    typ: r.typ,
    isSale: r.is_sale,
    quantity: r.quantity,
    absQuantity: r.abs_quantity,
  }))
}

/**
 * The sklad snapshot the branch had before its current batch (kept for the removed-items
 * diff), with its upload time and each PDK's stock summed over lots; null when the branch
 * has uploaded once, or the pointer moved on since `batchId` was read.
 */
export async function previousSklad(batchId: number, pdks: string[]) {
  const previous = await db
    .from('branch_exports as e')
    .join('export_batches as b', 'b.id', 'e.previous_batch_id')
    .where('e.batch_id', batchId)
    .select('b.id', 'b.created_at')
    .first()
  if (!previous) return null
  const { rows } = await db.rawQuery(
    `SELECT pdk, sum(mnozstvi)::float AS stock FROM sklad_rows
      WHERE batch_id = ? AND pdk = ANY(?) GROUP BY pdk`,
    [previous.id, pdks]
  )
  return {
    createdAt: new Date(previous.created_at),
    stock: new Map<string, number>(rows.map((r: any) => [r.pdk, r.stock])),
  }
}
