import { excelDay, excelExport } from '#core/list_export'
import type { WriteCell } from '#core/xlsx/write_xlsx'
import { shownStav } from '#pool/rules/stav_machine'
import { adminPoolItemsList, branchPoolList, type PoolItem } from '#contracts/lists/pool_items'

/*
| The pool-item screens' workbooks: files, sheets, columns and headers are the lists' own
| (contracts/lists/pool_items.ts, contracts/lists/transfers.ts); here is what each column
| holds, by the column's id on the screens.
*/
export const poolItemExcelValues = {
  PDK: (i) => i.PDK,
  Název: (i) => i['Název'],
  Množství: (i) => i['Množství'],
  NCSD: (i) => i.NCSD,
  sarze: (i) => i['Šarže'],
  Exspirace: (i) => excelDay(i.Exspirace),
  pharmacyCode: (i) => i.pharmacyCode,
  targetPharmacyCode: (i) => i.targetPharmacyCode,
  /* The pool's and the admin's own ids of the target branch's column. */
  target: (i) => i.targetPharmacyCode,
  cil: (i) => i.targetPharmacyCode,
  probability: (i) => i.probability,
  stav: (i) => shownStav(i.stav),
  duvod: (i) => i['Důvod'],
} satisfies Record<string, (item: PoolItem) => WriteCell>

export const poolExport = excelExport<typeof branchPoolList, PoolItem>(
  branchPoolList,
  poolItemExcelValues
)

export const adminPoolItemsExport = excelExport<typeof adminPoolItemsList, PoolItem>(
  adminPoolItemsList,
  poolItemExcelValues
)
