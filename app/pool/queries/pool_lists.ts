import db from '@adonisjs/lucid/services/db'
import {
  POOL_ITEM_COLUMNS,
  POOL_ITEM_FROM,
  poolItemRows,
  views,
  withHistory,
} from '#pool/queries/pool_item_view'

type Page = { limit: number; offset: number }

type Branch = { firma: string; pharmacyCode: string }

/** The branch's own pool items in every stav, by name; optionally one page of them. */
export async function branchPool(branch: Branch, page: Page | null = null) {
  const { rows, total } = await poolItemRows(
    'i.firma = ? AND i.pharmacy_code = ?',
    [branch.firma, branch.pharmacyCode],
    'i.nazev, i.exspirace, i.id',
    page
  )
  return { items: views(rows), total }
}

/** Per branch: items, slow movers, endangered, both, and items without a name or PDK. */
export async function poolStats(firma: string) {
  const { rows } = await db.rawQuery(
    `SELECT pharmacy_code AS pobocka, count(*)::int AS total,
            count(*) FILTER (WHERE lezak)::int AS lezaci,
            count(*) FILTER (WHERE ohrozeny)::int AS ohrozenci,
            count(*) FILTER (WHERE lezak AND ohrozeny)::int AS combined,
            count(*) FILTER (WHERE trim(nazev) = '' OR trim(pdk) = '')::int AS empty
       FROM pool_items WHERE firma = ? GROUP BY pharmacy_code`,
    [firma]
  )
  return rows.sort(
    (a: any, b: any) => Number(a.pobocka) - Number(b.pobocka) || a.pobocka.localeCompare(b.pobocka)
  )
}

export const ADMIN_LIST_LIMIT = 2000

/** The admin's list: most recently changed first, optionally narrowed on the server by `q`. */
export async function adminPoolItems(q?: string) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const { rows } = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM}
      ${pattern ? 'WHERE i.nazev ILIKE ? OR i.pdk ILIKE ? OR i.sarze ILIKE ? OR i.pharmacy_code = ? OR i.stav = ?' : ''}
      ORDER BY i.updated_at DESC, i.id DESC LIMIT ?`,
    pattern ? [pattern, pattern, pattern, q, q, ADMIN_LIST_LIMIT] : [ADMIN_LIST_LIMIT]
  )
  return withHistory(rows)
}

/**
 * Items the branch picked or sent whose lot vanished from the newest sklad snapshot but
 * was in the previous one (DOMAIN.md "Removed since last upload").
 */
export async function removedSinceLastUpload(branch: Branch) {
  const { rows } = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM}
       JOIN branch_exports b ON b.firma = i.firma AND b.pharmacy_code = i.pharmacy_code
      WHERE i.firma = ? AND i.pharmacy_code = ? AND i.stav IN ('vychystáno', 'odesláno')
        AND NOT EXISTS (SELECT 1 FROM sklad_rows s WHERE s.batch_id = b.batch_id AND s.pdk = i.pdk AND coalesce(s.sarze, '') = i.sarze)
        AND EXISTS (SELECT 1 FROM sklad_rows s WHERE s.batch_id = b.previous_batch_id AND s.pdk = i.pdk AND coalesce(s.sarze, '') = i.sarze)
      ORDER BY i.nazev`,
    [branch.firma, branch.pharmacyCode]
  )
  return views(rows)
}

export async function refusedList(branch: Branch) {
  const { rows } = await db.rawQuery(
    `SELECT r.id, r.reason, r.pool_item_id, r.pdk, r.sarze, r.created_at, i.nazev,
            to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace
       FROM refused r LEFT JOIN pool_items i ON i.id = r.pool_item_id
      WHERE r.firma = ? AND r.pharmacy_code = ? ORDER BY r.created_at DESC`,
    [branch.firma, branch.pharmacyCode]
  )
  return rows.map((r: any) => ({
    _id: String(r.id),
    reason: r.reason,
    poolItemId: r.pool_item_id === null ? null : String(r.pool_item_id),
    Název: r.nazev,
    PDK: r.pdk,
    Šarže: r.sarze || null,
    Exspirace: r.exspirace,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

export async function poolItemsByIds(ids: number[]) {
  const { rows } = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM} WHERE i.id = ANY(?) ORDER BY i.id`,
    [ids]
  )
  return withHistory(rows)
}
