import db from '@adonisjs/lucid/services/db'
import { currentBatch } from '#stock/queries/current_batch'

type Branch = { firma: string; pharmacyCode: string }

const collator = new Intl.Collator('cs')

/**
 * Branch stock: one row per PDK in sklad (lots summed) with the karty minimum, plus each
 * karty PDK with a minimum above 0 and no stock, so it shows under minimum.
 */
export async function branchInventory(branch: Branch) {
  const current = await currentBatch(branch)
  if (!current) return []
  const result = await db.rawQuery(
    `WITH s AS (
       SELECT pdk, min(nazev) AS nazev, sum(mnozstvi) AS stock FROM sklad_rows WHERE batch_id = ? GROUP BY pdk
     ), k AS (
       SELECT DISTINCT ON (pdk) pdk, nazev, min_stock FROM karty_rows WHERE batch_id = ? ORDER BY pdk, id
     )
     SELECT coalesce(s.pdk, k.pdk) AS code, coalesce(s.nazev, k.nazev) AS name,
            coalesce(s.stock, 0)::float AS stock, k.min_stock::float AS min_stock
       FROM s FULL JOIN k ON k.pdk = s.pdk
      WHERE s.pdk IS NOT NULL OR k.min_stock > 0`,
    [current.batchId, current.batchId]
  )
  return result.rows
    .map((r: any) => ({ code: r.code, name: r.name, stock: r.stock, minStock: r.min_stock }))
    .sort((a: any, b: any) => collator.compare(a.name, b.name))
}
