import type { InventoryRow } from './stock-item'

/* Pure rules of the branch stock screen. */

export function isUnderMinimum(row: Pick<InventoryRow, 'stock' | 'minStock'>): boolean {
  return typeof row.minStock === 'number' && row.stock < row.minStock
}
