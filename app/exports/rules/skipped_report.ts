import { CellProblem } from '#core/xlsx/cells'
import { parseDate } from '#core/sheets/cell_parsing'
import { EXPORT_KINDS, type ExportKind } from '#exports/rules/export_specs'

/*
| The skipped-rows report (issue #9): one sheet per export file with skipped rows, its
| columns Soubor, Řádek, Důvod and then the file's own columns the import reads, in the
| file's order under the file's header text. Columns the import ignores are not kept
| (DOMAIN.md: unknown columns are kept nowhere; pohyby may carry patient data).
*/

export type Cell = string | number | boolean | null
export type ReportColumn = { field: string; header: string; index: number }

export const FIXED_HEADER = ['Soubor', 'Řádek', 'Důvod']
/* Widths in characters: the file label, the row number and the reason, then the file's columns. */
export const FIXED_WIDTHS = [28, 8, 42]
const COLUMN_WIDTH = 16

/* Columns holding days: Excel serials are written back as dates, as the branch saw them. */
const DATE_FIELDS = new Set(['datum', 'exspirace'])
/* How keptCells stores a serial it turned into a day; text the branch typed stays text. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const cellText = (value: unknown) => String(value ?? '').trim()

/** The recognised columns of a header (field → cell index), in the file's order. */
export function reportColumns(header: unknown[], columns: Record<string, number>): ReportColumn[] {
  const seen = new Set<number>()
  return Object.entries(columns)
    .sort(([, a], [, b]) => a - b)
    .filter(([, index]) => !seen.has(index) && seen.add(index))
    .map(([field, index]) => ({ field, header: cellText(header[index]), index }))
}

/**
 * The cells of a row the report keeps, one per report column: a date column's serial as
 * the day it means in the workbook's date system, a formula without a value as its text.
 */
export function keptCells(cells: unknown[], columns: ReportColumn[], date1904 = false): Cell[] {
  return columns.map(({ field, index }) => {
    const value = cells[index]
    if (value === undefined) return null
    if (value instanceof CellProblem) return value.text
    if (typeof value === 'number' && DATE_FIELDS.has(field))
      return parseDate(value, date1904) ?? value
    return value as Cell
  })
}

export function reportHeader(columns: { header: string }[]) {
  return [...FIXED_HEADER, ...columns.map((c) => c.header)]
}

export function reportWidths(columns: unknown[]) {
  return [...FIXED_WIDTHS, ...columns.map(() => COLUMN_WIDTH)]
}

/** One report row; a date column's day (or an older report's serial) becomes a date again. */
export function reportRow(
  label: string,
  rowNumber: number,
  reason: string,
  cells: Cell[],
  columns: { field: string }[]
): (Cell | Date)[] {
  const values = columns.map((column, i) => {
    const value = cells[i] ?? null
    const stored = typeof value === 'number' || (typeof value === 'string' && ISO_DAY.test(value))
    if (!DATE_FIELDS.has(column.field) || !stored) return value
    const day = parseDate(value)
    return day ? new Date(`${day}T00:00:00Z`) : value
  })
  return [label, rowNumber, reason, ...values]
}

/** The last row of a sheet whose rows were cut at the cap; null when nothing was cut. */
export function cutNote(
  skipped: number,
  stored: number,
  cap: number,
  format: (n: number) => string
) {
  if (skipped <= stored) return null
  return (
    `Dalších ${format(skipped - stored)} přeskočených řádků se do přehledu nevešlo ` +
    `(uchovává se nejvýše ${format(cap)} řádků jednoho nahrání).`
  )
}

/** Sheets in the order of the upload screen: sklad, pohyby, karty, odpisy. */
export const byKind = (a: { kind: string }, b: { kind: string }) =>
  EXPORT_KINDS.indexOf(a.kind as ExportKind) - EXPORT_KINDS.indexOf(b.kind as ExportKind)

/** `přeskočené_řádky_7_2026_11_23.xlsx`, with an ASCII twin for old clients. */
export function reportFileName(pharmacyCode: string, day: string) {
  const name = `přeskočené_řádky_${pharmacyCode}_${day.replaceAll('-', '_')}.xlsx`
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]/g, '_')
  return { name, ascii }
}
