import db from '@adonisjs/lucid/services/db'
import type { PoolItem, PoolItemHistoryEntry } from '#contracts/lists/pool_items'

/* The pool item as every screen and the spec name it (doc 2 §3; contracts/lists/pool_items.ts). */
export const POOL_ITEM_COLUMNS = `
  i.id, i.firma, i.pharmacy_code, i.pdk, i.nazev, i.kod_vzp, i.sarze,
  to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace, i.mnozstvi::float AS mnozstvi,
  i.ncsd::float AS ncsd, i.dodavatel, i.lezak, i.ohrozeny, i.target_pharmacy_code,
  i.probability, i.stav, i.duvod, i.version, i.updated_at,
  (SELECT p.prevodka_id FROM prevodky p WHERE p.id = i.prevodka_id) AS prevodka_code,
  CASE WHEN i.stav = 'přijato' THEN coalesce(i.received_quantity, i.mnozstvi)
       ELSE i.received_quantity END::float AS received_quantity, i.receipt_reason, i.gtin`

/* The převodka's number is a subquery, so a page looks up its own rows' převodky only. */
export const POOL_ITEM_FROM = 'pool_items i'

/*
| The same view built by PostgreSQL for a page of a list (alias `i` over pool_items rows):
| keys, formats and nulls exactly as poolItemView gives them, without `history`.
*/
export const POOL_ITEM_JSON = `json_build_object(
  '_id', i.id::text, 'id', i.id::text, 'firma', i.firma, 'PDK', i.pdk, 'Název', i.nazev,
  'Množství', i.mnozstvi::float8, 'Šarže', nullif(i.sarze, ''),
  'Exspirace', to_char(i.exspirace, 'YYYY-MM-DD'), 'NCSD', i.ncsd::float8,
  'Dodavatel', i.dodavatel, 'kodVZP', i.kod_vzp, 'gtin', i.gtin,
  'pharmacyCode', i.pharmacy_code, 'targetPharmacyCode', i.target_pharmacy_code,
  'probability', i.probability, 'stav', i.stav, 'duvod', i.duvod, 'Důvod', i.duvod,
  'prevodkaId', (SELECT p.prevodka_id FROM prevodky p WHERE p.id = i.prevodka_id),
  'receivedQuantity', (CASE WHEN i.stav = 'přijato' THEN coalesce(i.received_quantity, i.mnozstvi)
                            ELSE i.received_quantity END)::float8,
  'receiptReason', i.receipt_reason, 'lezak', i.lezak, 'ohrozeny', i.ohrozeny,
  'version', i.version,
  'updatedAt', to_char(i.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`

/**
 * The row of the pool-item lists (contracts/lists/pool_items.ts). `history` is loaded where
 * a screen shows it (the admin dialog, action answers); lists omit it.
 */
export function poolItemView(row: any, history?: PoolItemHistoryEntry[]): PoolItem {
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
  const byItem = new Map<number, PoolItemHistoryEntry[]>()
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
