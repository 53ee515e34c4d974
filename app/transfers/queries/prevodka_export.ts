import { branchLabel } from '#branches/rules/branch_label'
import { excelExport, excelPragueDay } from '#core/list_export'
import type { WriteCell } from '#core/xlsx/write_xlsx'
import { inTransitList, prevodkaLists, type Prevodka } from '#contracts/lists/transfers'

/*
| The převodka screens' workbooks: files, sheets, columns and headers are the lists' own
| (contracts/lists/transfers.ts); here is what each column holds, by its id on the screens.
*/
const values = {
  prevodkaId: (p) => p.prevodkaId,
  source: (p) => branchLabel(p.fromPharmacyCode, p.fromName),
  target: (p) => branchLabel(p.toPharmacyCode, p.toName),
  stav: (p) => p.stav,
  sentAt: (p) => excelPragueDay(p.sentAt),
  daysInTransit: (p) => p.daysInTransit,
  receivedAt: (p) => excelPragueDay(p.receivedAt),
  discrepancies: (p) => p.discrepancies,
} satisfies Record<string, (p: Prevodka) => WriteCell>

export const prevodkaExports = {
  received: excelExport<(typeof prevodkaLists)['received'], Prevodka>(
    prevodkaLists.received,
    values
  ),
  shipped: excelExport<(typeof prevodkaLists)['shipped'], Prevodka>(prevodkaLists.shipped, values),
  archive: excelExport<(typeof prevodkaLists)['archive'], Prevodka>(prevodkaLists.archive, values),
}

export const inTransitExport = excelExport<typeof inTransitList, Prevodka>(inTransitList, values)
