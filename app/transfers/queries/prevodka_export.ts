import { branchLabel } from '#branches/rules/branch_label'
import { excelPragueDay, type ExportColumn, type ListExport } from '#core/list_export'
import type { PrevodkaView } from '#transfers/queries/prevodky'

/* The columns of the převodka screens, as their tables head them, for the Excel export. */

type Column = ExportColumn<PrevodkaView>

const number: Column = { header: 'Transfer number', value: (p) => p.prevodkaId, width: 28 }
const source: Column = {
  header: 'Source branch',
  value: (p) => branchLabel(p.fromPharmacyCode, p.fromName),
  width: 24,
}
const target: Column = {
  header: 'Target branch',
  value: (p) => branchLabel(p.toPharmacyCode, p.toName),
  width: 24,
}
const status: Column = { header: 'Status', value: (p) => p.stav, width: 12 }
const sentAt: Column = { header: 'Sent date', value: (p) => excelPragueDay(p.sentAt), width: 12 }
const days: Column = { header: 'Dní na cestě', value: (p) => p.daysInTransit, width: 12 }
const receivedAt: Column = {
  header: 'Receipt date',
  value: (p) => excelPragueDay(p.receivedAt),
  width: 12,
}
const discrepancies: Column = {
  header: 'Rozdíl při příjmu',
  value: (p) => p.discrepancies,
  width: 12,
}

export const prevodkaExports = {
  received: {
    fileName: 'prijimane_prevodky',
    sheet: 'Received transfers',
    columns: [number, source, status],
  },
  shipped: {
    fileName: 'odeslane_prevodky',
    sheet: 'Shipped transfers',
    columns: [number, target, status, sentAt, days],
  },
  archive: {
    fileName: 'archiv_prevodek',
    sheet: 'Archive',
    columns: [number, source, target, status, discrepancies, receivedAt],
  },
  inTransit: {
    fileName: 'prevodky_na_ceste',
    sheet: 'Převodky na cestě',
    columns: [number, source, target, sentAt, days],
  },
} satisfies Record<string, ListExport<PrevodkaView>>
