import db from '@adonisjs/lucid/services/db'
import {
  nameSubstringPattern,
  searchText,
  suklPrefixPattern,
  trigramSearchable,
} from '#watchlists/rules/medicine_search'
import { medicineOf, type Medicine } from '#watchlists/rules/watchlist_items'

const COLUMNS = [
  'sukl',
  'nazev',
  'doplnek',
  'doplatek',
  'doplatek_limit',
  'doplatek_zvysena',
  'doplatek_zvysena_limit',
]
const SELECT = COLUMNS.map((column) => `u.${column}`).join(', ')

/**
 * Medicines of one úhrady list whose SÚKL code starts with `q` or whose folded name and
 * doplněk contain it: code matches first, then by name. Each half finds its ids on its own
 * index (migrations 0018, 0027), then the ≤ `limit` rows are read; the query is folded
 * first so the planner sees the real pattern.
 */
export async function searchMedicines(listId: number, q: string, limit: number) {
  const { rows: folded } = await db.rawQuery('SELECT fold_text(?) AS q', [searchText(q)])
  const text: string = folded[0].q
  const byName = trigramSearchable(text)
    ? { sql: 'nazev_fold LIKE :name', name: nameSubstringPattern(text) }
    : { sql: 'strpos(nazev_fold, :name) > 0', name: text }
  const { rows } = await db.rawQuery(
    `WITH found AS (
       (SELECT id, 0 AS rank, '' AS folded, sukl FROM uhrady_items
         WHERE list_id = :listId AND sukl LIKE :sukl
         ORDER BY sukl LIMIT :limit)
       UNION ALL
       (SELECT id, 1 AS rank, nazev_fold AS folded, sukl FROM uhrady_items
         WHERE list_id = :listId AND ${byName.sql} AND sukl NOT LIKE :sukl
         ORDER BY nazev_fold, sukl LIMIT :limit)
       ORDER BY rank, folded, sukl LIMIT :limit
     )
     SELECT ${SELECT} FROM found f JOIN uhrady_items u ON u.id = f.id
      ORDER BY f.rank, f.folded, f.sukl`,
    { listId, sukl: suklPrefixPattern(q), name: byName.name, limit }
  )
  return rows.map(medicineOf) as Medicine[]
}

/** The list's rows for the given SÚKL codes, by code. */
export async function medicinesBySukl(listId: number, sukls: string[]) {
  const found = new Map<string, Medicine>()
  if (sukls.length === 0) return found
  const rows = await db
    .from('uhrady_items')
    .where('list_id', listId)
    .whereIn('sukl', sukls)
    .select(COLUMNS)
  for (const row of rows) found.set(row.sukl, medicineOf(row))
  return found
}
