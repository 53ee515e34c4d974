import { excelDay, type ListExport } from '#core/list_export'
import type { InventoryView } from '#stock/queries/branch_inventory'
import type { LotView } from '#stock/queries/branch_lots'
import type { StockItemView } from '#stock/queries/stock_lists'

/* The columns of the ležáky, ohrožené and branch stock screens, for the Excel export. */

const stockColumns: ListExport<StockItemView>['columns'] = [
  { header: 'KÓD VZP', value: (i) => i.kodVZP, width: 12 },
  { header: 'NÁZEV', value: (i) => i.nazev, width: 40 },
  { header: 'MNOŽSTVÍ', value: (i) => i.mnozstvi, width: 10 },
  { header: 'EXSPIRACE', value: (i) => excelDay(i.exspirace), width: 12 },
  { header: 'ZBÝVÁ DNÍ', value: (i) => i.zbyvaDni, width: 10 },
]

export const stockExports = {
  lezak: { fileName: 'lezaky', sheet: 'Ležáky', columns: stockColumns },
  ohrozeny: {
    fileName: 'ohrozene',
    sheet: 'Ohrožené',
    columns: [...stockColumns, { header: 'PŘEBYTEK', value: (i) => i.prebytek, width: 10 }],
  },
} satisfies Record<string, ListExport<StockItemView>>

export const inventoryExport: ListExport<InventoryView> = {
  fileName: 'sklad_pobocky',
  sheet: 'Sklad pobočky',
  columns: [
    { header: 'Kód', value: (r) => r.code, width: 12 },
    { header: 'Název', value: (r) => r.name, width: 40 },
    { header: 'Zásoba', value: (r) => r.stock, width: 10 },
    { header: 'Minimum', value: (r) => r.minStock, width: 10 },
  ],
}

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
