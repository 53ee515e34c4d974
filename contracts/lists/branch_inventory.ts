import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/* The branch stock (/pharmacy/inventory): one row per PDK of the current export. */

/** One PDK of the branch stock (lots summed) with its stock-card minimum. */
export interface InventoryRow {
  code: string
  name: string
  stock: number
  /** Null for an item without a stock-card minimum. */
  minStock: number | null
}

export const inventoryList = defineList({
  sorts: ['code', 'name', 'stock', 'minStock'],
  filters: { underMinimum: { kind: 'boolean' } },
  headers: {
    code: 'Kód',
    name: 'Název',
    stock: 'Zásoba',
    minStock: 'Minimum',
  },
  excel: {
    fileName: 'sklad_pobocky',
    sheet: 'Sklad pobočky',
    columns: [
      { key: 'code', width: 12 },
      { key: 'name', width: 40 },
      { key: 'stock', width: 10 },
      { key: 'minStock', width: 10 },
    ],
  },
})

export type InventorySort = SortOf<typeof inventoryList>
export type InventoryFilter = FilterOf<typeof inventoryList>
