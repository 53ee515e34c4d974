import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { medicineOf, type WatchlistItem } from '#watchlists/rules/watchlist_items'
import type { Watchlist } from '#contracts/lists/watchlists'

export type Branch = { firma: string; pharmacyCode: string }

/** The spec's text for a watchlist that does not exist (or belongs to another branch). */
export const WATCHLIST_NOT_FOUND = 'Watchlist nenalezen'

export type WatchlistRow = {
  id: number
  firma: string
  pharmacy_code: string
  name: string
  email: string | null
  version: number
  created_at: Date
  updated_at: Date
}

const ITEM_COLUMNS = [
  'watchlist_id',
  'sukl',
  'nazev',
  'doplnek',
  'doplatek',
  'doplatek_limit',
  'doplatek_zvysena',
  'doplatek_zvysena_limit',
  'bez_doplatku',
]

async function itemsByWatchlist(ids: number[], client: QueryClientContract) {
  const byId = new Map<number, WatchlistItem[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byId
  const rows = await client
    .from('watchlist_items')
    .whereIn('watchlist_id', ids)
    .orderBy('nazev')
    .orderBy('sukl')
    .select(ITEM_COLUMNS)
  for (const row of rows) {
    byId.get(row.watchlist_id)!.push({ ...medicineOf(row), bezDoplatku: row.bez_doplatku })
  }
  return byId
}

function view(row: WatchlistRow, items: WatchlistItem[]): Watchlist {
  const id = String(row.id)
  return {
    _id: id,
    id,
    name: row.name,
    email: row.email,
    firma: row.firma,
    pharmacyCode: row.pharmacy_code,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    items,
  }
}

/** The branch's watchlists with their items, by name. */
export async function watchlistsOf(branch: Branch): Promise<Watchlist[]> {
  const rows: WatchlistRow[] = await db
    .from('watchlists')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .orderByRaw('lower(name), id')
  const items = await itemsByWatchlist(
    rows.map((r) => r.id),
    db.connection()
  )
  return rows.map((row) => view(row, items.get(row.id)!))
}

/** The row of one of the branch's watchlists; null for an unknown id or another branch's. */
export async function watchlistRow(
  branch: Branch,
  id: number,
  client: QueryClientContract = db.connection()
): Promise<WatchlistRow | null> {
  const row = await client
    .from('watchlists')
    .where({ id, firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .first()
  return row ?? null
}

/** One of the branch's watchlists with its items, or null. */
export async function watchlistOf(
  branch: Branch,
  id: number,
  client: QueryClientContract = db.connection()
): Promise<Watchlist | null> {
  const row = await watchlistRow(branch, id, client)
  if (!row) return null
  const items = await itemsByWatchlist([row.id], client)
  return view(row, items.get(row.id)!)
}
