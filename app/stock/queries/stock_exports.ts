import { excelDay, excelExport } from '#core/list_export'
import type { WriteCell } from '#core/xlsx/write_xlsx'
import type { ExcelKeyOf } from '#contracts/lists/list'
import { stockLists, type StockItem } from '#contracts/lists/stock_lists'
import { inventoryList, type InventoryRow } from '#contracts/lists/branch_inventory'
import { lotsList, type LotRow } from '#contracts/lists/branch_lots'

/* The columns of the ležáky, ohrožené and branch stock screens, for the Excel export. */

const stockValues = {
  kodVZP: (i) => i.kodVZP,
  nazev: (i) => i.nazev,
  mnozstvi: (i) => i.mnozstvi,
  exspirace: (i) => excelDay(i.exspirace),
  zbyvaDni: (i) => i.zbyvaDni,
} satisfies Record<ExcelKeyOf<(typeof stockLists)['lezak']>, (i: StockItem) => WriteCell>

/* Files, sheets and headers: contracts/lists/stock_lists.ts. */
export const stockExports = {
  lezak: excelExport<(typeof stockLists)['lezak'], StockItem>(stockLists.lezak, stockValues),
  ohrozeny: excelExport<(typeof stockLists)['ohrozeny'], StockItem>(stockLists.ohrozeny, {
    ...stockValues,
    prebytek: (i) => i.prebytek,
  }),
}

export const inventoryExport = excelExport<typeof inventoryList, InventoryRow>(inventoryList, {
  code: (r) => r.code,
  name: (r) => r.name,
  stock: (r) => r.stock,
  minStock: (r) => r.minStock,
})

export const lotsExport = excelExport<typeof lotsList, LotRow>(lotsList, {
  pdk: (r) => r.pdk,
  nazev: (r) => r.nazev,
  sarze: (r) => r.sarze,
  exspirace: (r) => excelDay(r.exspirace),
  zbyvaDni: (r) => r.zbyvaDni,
  mnozstvi: (r) => r.mnozstvi,
})
