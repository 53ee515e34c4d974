import db from '@adonisjs/lucid/services/db'

export type PriceListKind = 'leaflet' | 'uhrady'

export type PriceListMeta = {
  id: string
  validFrom: string
  validTo: string | null
  source: string
  savedAt: string
  rows: number
}

const COLUMNS = `id, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
  to_char(valid_to, 'YYYY-MM-DD') AS valid_to, source, saved_at, rows`

const meta = (row: any): PriceListMeta => ({
  id: String(row.id),
  validFrom: row.valid_from,
  validTo: row.valid_to,
  source: row.source,
  savedAt: new Date(row.saved_at).toISOString(),
  rows: row.rows,
})

/** Upload history, newest first (by validFrom, then upload time). */
export async function priceListHistory(kind: PriceListKind, limit = 50) {
  const { rows } = await db.rawQuery(
    `SELECT ${COLUMNS} FROM price_lists WHERE kind = ?
      ORDER BY valid_from DESC, saved_at DESC, id DESC LIMIT ?`,
    [kind, limit]
  )
  return rows.map(meta)
}

/** The newest list of a kind, whatever its validFrom. */
export async function newestPriceList(kind: PriceListKind) {
  const [newest] = await priceListHistory(kind, 1)
  return newest ?? null
}

/** The newest list whose validFrom is not after `today` (YYYY-MM-DD, Prague). */
export async function currentPriceList(kind: PriceListKind, today: string) {
  const { rows } = await db.rawQuery(
    `SELECT ${COLUMNS} FROM price_lists WHERE kind = ? AND valid_from <= ?
      ORDER BY valid_from DESC, saved_at DESC, id DESC LIMIT 1`,
    [kind, today]
  )
  return rows.length > 0 ? meta(rows[0]) : null
}

/** The list just before `list` in the same order (for reimbursement differences). */
export async function previousPriceList(kind: PriceListKind, list: PriceListMeta) {
  const { rows } = await db.rawQuery(
    `SELECT ${COLUMNS} FROM price_lists
      WHERE kind = ? AND (valid_from, saved_at, id) < (?::date, ?::timestamptz, ?::int)
      ORDER BY valid_from DESC, saved_at DESC, id DESC LIMIT 1`,
    [kind, list.validFrom, list.savedAt, Number(list.id)]
  )
  return rows.length > 0 ? meta(rows[0]) : null
}

/** One list's metadata, or null. */
export async function priceListById(id: number | string) {
  const { rows } = await db.rawQuery(`SELECT ${COLUMNS} FROM price_lists WHERE id = ?`, [
    Number(id),
  ])
  return rows.length > 0 ? meta(rows[0]) : null
}
