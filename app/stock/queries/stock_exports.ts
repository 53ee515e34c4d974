import { excelDay, excelExport, type ListExport } from '#core/list_export'
import type { LotView } from '#stock/queries/branch_lots'
import type { WriteCell } from '#core/xlsx/write_xlsx'
import type { ExcelKeyOf } from '#contracts/lists/list'
import { stockLists, type StockItem } from '#contracts/lists/stock_lists'
import { inventoryList, type InventoryRow } from '#contracts/lists/branch_inventory'

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

export const lotsExport: ListExport<LotView> = {
  fileName: 'sarze_a_expirace',
  sheet: 'Šarže a expirace',
  columns: [
    { header: 'PDK', value: (r) => r.pdk, width: 12 },
    { header: 'Název', value: (r) => r.nazev, width: 40 },
    { header: 'Šarže', value: (r) => r.sarze, width: 14 },
    { header: 'Exspirace', value: (r) => excelDay(r.exspirace), width: 12 },
    { header: 'Zbývá dní', value: (r) => r.zbyvaDni, width: 10 },
    { header: 'Množství', value: (r) => r.mnozstvi, width: 10 },
  ],
}
