import type { LotRow } from '../../../../contracts/lists/branch_lots'
import type { InventoryRow } from '../../../../contracts/lists/branch_inventory'
import type { StockItem } from '../../../../contracts/lists/stock_lists'

/** A branch a screen acts for; path codes are normalised (no leading zeros). */
export interface BranchRef {
  firma: string
  pharmacyCode: string
}

/** A lot of ležáky or ohrožené as the API returns it: declared in contracts/lists. */
export type { StockItem }

/** One PDK of the branch stock: declared in contracts/lists. */
export type { InventoryRow }

/** Every stock query starts with this key. */
export const stockKey = ['stock'] as const

/** Ležáky or ohrožené of the branch's current export. */
export interface StockList {
  lastBatch: string | null
  items: StockItem[]
}

export function branchPath(prefix: string, { firma, pharmacyCode }: BranchRef): string {
  return `${prefix}/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}`
}

/** One lot of the branch stock: declared in contracts/lists. */
export type { LotRow }
