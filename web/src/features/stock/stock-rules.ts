import { zbyvaDni } from '../../../../app/stock/rules/derived_lists'
import type { InventoryRow, StockItem } from './stock-item'

/* Pure rules of the ležáky, ohrožené and branch stock screens; `today` is passed in. */

/** Lots already on their way through a transfer are no longer the branch's worry. */
export const HIDDEN_STAV = ['uzavřeno', 'odesláno', 'přijato']

const fold = (text: string | null | undefined) => (text ?? '').normalize('NFC').toLowerCase()

/** The `YYYY-MM-DD` day of a date value, or null when it is missing or not a date. */
export function validDay(value: string | null | undefined): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0]
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null
}

/** The server's zbyvaDni, else whole days from today to the expiry, rounded up. */
export function daysLeft(item: Pick<StockItem, 'zbyvaDni' | 'exspirace'>, today: string) {
  if (typeof item.zbyvaDni === 'number' && Number.isFinite(item.zbyvaDni)) return item.zbyvaDni
  const day = validDay(item.exspirace)
  return day ? zbyvaDni(day, today) : null
}

export function isHidden(item: Pick<StockItem, 'stav'>): boolean {
  return HIDDEN_STAV.includes(fold(item.stav).trim())
}

/** The lots a list shows: hidden stav left out, search on VZP code or name, days filled in. */
export function listRows(items: StockItem[], today: string, query: string): StockItem[] {
  const needle = fold(query).trim()
  return items
    .filter((item) => !isHidden(item))
    .filter((item) => !needle || [item.kodVZP, item.nazev].some((v) => fold(v).includes(needle)))
    .map((item) => ({ ...item, zbyvaDni: daysLeft(item, today) }))
}

export function isUnderMinimum(row: Pick<InventoryRow, 'stock' | 'minStock'>): boolean {
  return typeof row.minStock === 'number' && row.stock < row.minStock
}

export function filterInventory(rows: InventoryRow[], query: string): InventoryRow[] {
  const needle = fold(query).trim()
  if (!needle) return rows
  return rows.filter((row) => fold(row.code).includes(needle) || fold(row.name).includes(needle))
}

/** The chips above the branch stock: pieces, items, items under minimum, missing pieces. */
export function summarizeInventory(rows: InventoryRow[]) {
  const under = rows.filter(isUnderMinimum)
  return {
    total: rows.reduce((sum, row) => sum + row.stock, 0),
    items: rows.length,
    underMinimum: under.length,
    deficit: under.reduce((sum, row) => sum + (row.minStock ?? 0) - row.stock, 0),
  }
}
