import db from '@adonisjs/lucid/services/db'
import { preparedRows } from '#core/pg_prepared'

/* The pool item as every screen and the spec name it (doc 2 §3). */
export const POOL_ITEM_COLUMNS = `
  i.id, i.firma, i.pharmacy_code, i.pdk, i.nazev, i.kod_vzp, i.sarze,
  to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace, i.mnozstvi::float AS mnozstvi,
  i.ncsd::float AS ncsd, i.dodavatel, i.lezak, i.ohrozeny, i.target_pharmacy_code,
  i.probability, i.stav, i.duvod, i.version, i.updated_at, p.prevodka_id AS prevodka_code,
  CASE WHEN i.stav = 'přijato' THEN coalesce(i.received_quantity, i.mnozstvi)
       ELSE i.received_quantity END::float AS received_quantity, i.receipt_reason, i.gtin`

export const POOL_ITEM_FROM = 'pool_items i LEFT JOIN prevodky p ON p.id = i.prevodka_id'

export type HistoryEntry = {
  changedAt: string
  stav: string
  note: string | null
  by: string | null
}

/** `history` is loaded where a screen shows it (the admin dialog, action answers); lists omit it. */
export function poolItemView(row: any, history?: HistoryEntry[]) {
  const id = String(row.id)
  return {
    _id: id,
    id,
    firma: row.firma,
    PDK: row.pdk,
    Název: row.nazev,
    Množství: row.mnozstvi,
    Šarže: row.sarze || null,
    Exspirace: row.exspirace,
    NCSD: row.ncsd,
    Dodavatel: row.dodavatel,
    kodVZP: row.kod_vzp,
    /* GTIN-14 of the pack (from the export's EAN/GTIN column), for scanning at receipt. */
    gtin: row.gtin ?? null,
    pharmacyCode: row.pharmacy_code,
    targetPharmacyCode: row.target_pharmacy_code,
    probability: row.probability,
    stav: row.stav,
    duvod: row.duvod,
    Důvod: row.duvod,
    prevodkaId: row.prevodka_code ?? null,
    /* What the target received (null before a receipt; 0 when nedodáno) and why it was less. */
    receivedQuantity: row.received_quantity ?? null,
    receiptReason: row.receipt_reason ?? null,
    lezak: row.lezak,
    ohrozeny: row.ohrozeny,
    history,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export type PoolItemView = ReturnType<typeof poolItemView>

/** Rows of a query over POOL_ITEM_FROM turned into views, with their histories. */
export async function withHistory(rows: any[]) {
  if (rows.length === 0) return []
  const history = await db
    .from('pool_item_history')
    .whereIn(
      'pool_item_id',
      rows.map((r) => r.id)
    )
    .orderBy('id')
    .select('pool_item_id', 'changed_at', 'stav', 'note', 'by')
  const byItem = new Map<number, HistoryEntry[]>()
  for (const h of history) {
    const list = byItem.get(h.pool_item_id) ?? []
    list.push({
      changedAt: new Date(h.changed_at).toISOString(),
      stav: h.stav,
      note: h.note,
      by: h.by,
    })
    byItem.set(h.pool_item_id, list)
  }
  return rows.map((r) => poolItemView(r, byItem.get(r.id) ?? []))
}

/** Transfer lists: NCSD × probability / 2, highest first, as the screens say. */
export const TRANSFER_ORDER =
  'coalesce(i.ncsd, 0) * coalesce(i.probability, 0) / 2 DESC, i.nazev, i.id'

export const views = (rows: any[]) => rows.map((r) => poolItemView(r))

/** Optional paging of a list: `?page=1&limit=100` (limit at most 500); none returns all. */
export function paging(query: Record<string, unknown>) {
  const page = Number(query.page)
  const asked = Number(query.limit)
  const limit = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 500) : 100
  if (!Number.isInteger(page) || page < 1) return null
  /* A page past any real list is just empty; keep the offset inside PostgreSQL's bigint. */
  return { limit, offset: (Math.min(page, 1_000_000_000) - 1) * limit }
}

type Page = { limit: number; offset: number }

/**
 * Pool items matching `where` (over alias `i`) in `order`, optionally one page of them
 * with the total. A page and its total come in one round trip: the count is an
 * uncorrelated subquery the planner runs once (a window count would read every row the
 * page skips). Past the last page there is no row to carry it, so it is counted apart.
 */
export async function poolItemRows(
  where: string,
  args: (string | number)[],
  order: string,
  page: Page | null
) {
  if (!page) {
    const rows = await preparedRows(
      `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM} WHERE ${where} ORDER BY ${order}`,
      args
    )
    return { rows, total: rows.length }
  }
  const rows = await preparedRows(
    `SELECT ${POOL_ITEM_COLUMNS}, (SELECT count(*)::int FROM pool_items i WHERE ${where}) AS total_rows
       FROM ${POOL_ITEM_FROM} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...args, ...args, page.limit, page.offset]
  )
  if (rows.length > 0) return { rows, total: rows[0].total_rows as number }
  const [counted] = await preparedRows(
    `SELECT count(*)::int AS n FROM pool_items i WHERE ${where}`,
    args
  )
  return { rows, total: counted.n as number }
}
