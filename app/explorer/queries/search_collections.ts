import db from '@adonisjs/lucid/services/db'
import { foldedPattern } from '#core/list_contract'
import type { ExplorerCollection, ExplorerRecord } from '#contracts/lists/explorer'

export const SEARCH_LIMIT = 100

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/* Each search is served by an index: trigram on the folded texts of lots (sklad, pool items) and on card names, b-tree on PDK and lot. */
const searches = {
  async sklady(q: string) {
    const { rows } = await db.rawQuery(
      `SELECT b.firma, b.pharmacy_code AS "pharmacyCode", s.pdk, s.nazev, s.kod_vzp AS "kodVZP", s.sarze,
              to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace, s.mnozstvi::float AS mnozstvi,
              s.ncsd::float AS ncsd, s.pc::float AS pc, s.dodavatel
         FROM sklad_rows s JOIN branch_exports b ON b.batch_id = s.batch_id
        WHERE s.search_fold LIKE ? OR s.pdk = ? OR s.sarze = ?
        ORDER BY s.nazev, b.pharmacy_code LIMIT ?`,
      [foldedPattern(q), q, q, SEARCH_LIMIT]
    )
    return rows
  },
  async karty(q: string) {
    const { rows } = await db.rawQuery(
      `SELECT b.firma, b.pharmacy_code AS "pharmacyCode", k.pdk, k.nazev, k.kod_vzp AS "kodVZP",
              k.min_stock::float AS "minStock", k.max_stock::float AS "maxStock", k.dodavatel, k.vyrobce, k.otc
         FROM karty_rows k JOIN branch_exports b ON b.batch_id = k.batch_id
        WHERE k.nazev ILIKE ? OR k.pdk = ?
        ORDER BY k.nazev, b.pharmacy_code LIMIT ?`,
      [like(q), q, SEARCH_LIMIT]
    )
    return rows
  },
  async pohyby(q: string) {
    const { rows } = await db.rawQuery(
      `WITH named AS (
         SELECT DISTINCT k.pdk FROM karty_rows k JOIN branch_exports b ON b.batch_id = k.batch_id
          WHERE k.nazev ILIKE ? LIMIT 50
       )
       SELECT s.firma, s.pharmacy_code AS "pharmacyCode", to_char(p.datum, 'YYYY-MM-DD') AS datum, p.pdk,
              p.typ, p.mnozstvi::float AS mnozstvi, p.sarze, p.cena::float AS cena, p.is_sale AS prodej
         FROM pohyby p
         JOIN pohyby_segments s ON s.batch_id = p.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
        WHERE p.pdk = ? OR (p.sarze = ? AND p.sarze <> '') OR p.pdk IN (SELECT pdk FROM named)
        ORDER BY p.datum DESC, p.pdk LIMIT ?`,
      [like(q), q, q, SEARCH_LIMIT]
    )
    return rows
  },
  async poolitems(q: string) {
    const { rows } = await db.rawQuery(
      `SELECT i.firma, i.pharmacy_code AS "pharmacyCode", i.pdk, i.nazev, i.sarze,
              to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace, i.mnozstvi::float AS mnozstvi,
              i.ncsd::float AS ncsd, i.stav, i.target_pharmacy_code AS "targetPharmacyCode",
              i.probability, i.version
         FROM pool_items i
        WHERE i.search_fold LIKE ? OR i.pdk = ? OR i.sarze = ?
        ORDER BY i.nazev, i.pharmacy_code LIMIT ?`,
      [foldedPattern(q), q, q, SEARCH_LIMIT]
    )
    return rows
  },
} satisfies Record<ExplorerCollection, (q: string) => Promise<ExplorerRecord[]>>

/** The first SEARCH_LIMIT records of a collection matching a name, PDK or lot. */
export async function searchCollection(
  collection: ExplorerCollection,
  query: string
): Promise<ExplorerRecord[]> {
  return searches[collection](query)
}
