import db from '@adonisjs/lucid/services/db'
import type { StockedProduct } from '#pricelists/rules/uhrady_changes'

type Branch = { firma: string; pharmacyCode: string }

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

/**
 * The branch's stock per SÚKL code (lots summed by kod_vzp) with the úhrada of each of the
 * two lists; products in neither list are left out.
 */
export async function stockedProducts(
  batchId: number,
  listId: number,
  previousListId: number
): Promise<StockedProduct[]> {
  const { rows } = await db.rawQuery(
    `WITH stock AS (
       SELECT kod_vzp AS sukl, sum(mnozstvi)::float AS stock, min(nazev) AS nazev
         FROM sklad_rows
        WHERE batch_id = ? AND kod_vzp IS NOT NULL AND mnozstvi > 0
        GROUP BY kod_vzp
     )
     SELECT s.sukl, s.stock, coalesce(n.nazev, o.nazev, s.nazev) AS nazev,
            CASE WHEN n.id IS NOT NULL THEN n.doplnek ELSE o.doplnek END AS doplnek,
            o.uhrada::float AS old_uhrada, n.uhrada::float AS new_uhrada
       FROM stock s
       LEFT JOIN uhrady_items n ON n.list_id = ? AND n.sukl = s.sukl
       LEFT JOIN uhrady_items o ON o.list_id = ? AND o.sukl = s.sukl
      WHERE n.id IS NOT NULL OR o.id IS NOT NULL`,
    [batchId, listId, previousListId]
  )
  return rows.map((r: any) => ({
    sukl: r.sukl,
    nazev: r.nazev,
    doplnek: r.doplnek ?? null,
    stock: r.stock,
    oldUhrada: r.old_uhrada,
    newUhrada: r.new_uhrada,
  }))
}

/** The branch's versions, newest first (the viewer's index 0). */
export async function branchVersions(branch: Branch) {
  const rows = await db
    .from('uhrady_change_versions')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'created_at', 'last_batch_at')
  return rows.map((r) => ({
    _id: String(r.id),
    id: String(r.id),
    createdAt: iso(r.created_at)!,
    lastBatch: iso(r.last_batch_at),
  }))
}

/** A version of this branch with the validity of its two lists, or null (also for another branch's). */
export async function branchVersion(versionId: number, branch: Branch) {
  const { rows } = await db.rawQuery(
    `SELECT v.id, v.created_at, v.last_batch_at, v.lines, v.total_impact::float AS total_impact,
            to_char(n.valid_from, 'YYYY-MM-DD') AS valid_from,
            to_char(o.valid_from, 'YYYY-MM-DD') AS previous_valid_from
       FROM uhrady_change_versions v
       JOIN price_lists n ON n.id = v.list_id
       JOIN price_lists o ON o.id = v.previous_list_id
      WHERE v.id = ? AND v.firma = ? AND v.pharmacy_code = ?`,
    [versionId, branch.firma, branch.pharmacyCode]
  )
  if (rows.length === 0) return null
  const r = rows[0]
  return {
    id: String(r.id),
    createdAt: iso(r.created_at)!,
    lastBatch: iso(r.last_batch_at),
    lines: r.lines as number,
    totalImpact: r.total_impact as number,
    validFrom: r.valid_from as string,
    previousValidFrom: r.previous_valid_from as string,
  }
}

export type VersionLine = {
  sukl: string
  nazev: string
  doplnek: string | null
  oldUhrada: number | null
  newUhrada: number | null
  difference: number
  stock: number
  impact: number
}

export async function versionLines(versionId: number): Promise<VersionLine[]> {
  const { rows } = await db.rawQuery(
    `SELECT sukl, nazev, doplnek, old_uhrada::float AS old_uhrada, new_uhrada::float AS new_uhrada,
            difference::float AS difference, stock::float AS stock, impact::float AS impact
       FROM uhrady_change_lines WHERE version_id = ? ORDER BY position`,
    [versionId]
  )
  return rows.map((r: any) => ({
    sukl: r.sukl,
    nazev: r.nazev,
    doplnek: r.doplnek ?? null,
    oldUhrada: r.old_uhrada,
    newUhrada: r.new_uhrada,
    difference: r.difference,
    stock: r.stock,
    impact: r.impact,
  }))
}
