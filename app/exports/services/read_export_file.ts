import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { readXlsxRowBatches, XlsxError, type CellValue } from '#core/xlsx/read_xlsx_rows'
import { EXPORT_SPECS, type ExportKind } from '#exports/rules/export_specs'
import { matchColumns, normalizeHeader } from '#exports/rules/header_matching'
import { converters } from '#exports/rules/row_converters'

export type SkipLog = { count: number; examples: { file: string; row: number; reason: string }[] }

/** Where every skipped row goes with its cells (services/skipped_rows_sink). */
export type SkippedRowReport = {
  header(kind: ExportKind, label: string, cells: CellValue[], columns: Record<string, number>): void
  row(kind: ExportKind, rowNumber: number, reason: string, cells: CellValue[]): void
  drain(): Promise<void>
}
type RowOf<K extends ExportKind> = Extract<
  ReturnType<(typeof converters)[K]>,
  { row: unknown }
>['row']

/** A file the job refuses as a whole; its message names the file. */
export function exportRefused(message: string) {
  return new DomainError('EXPORT_REFUSED', 422, message)
}

export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && error.code === 'EXPORT_REFUSED'
}

const isEmpty = (cells: CellValue[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

/**
 * Streams one export's rows as typed rows, in batches. The first non-empty row is the header;
 * skipped rows are counted into `skipped` and handed to `report`; a file missing a required
 * column, or with more than 10 % of its rows skipped, is refused.
 */
export async function* readExportFile<K extends ExportKind>(
  kind: K,
  path: string,
  label: string,
  hooks: {
    skipped: SkipLog
    onRow: () => void
    onTotal: (rows: number) => void
    report?: SkippedRowReport
  }
): AsyncGenerator<RowOf<K>[]> {
  let columns: Record<string, number> | null = null
  let otcHeaderIsRx = false
  let rows = 0
  let skipped = 0
  const convert = converters[kind] as (
    get: (f: string) => unknown,
    ctx: { hasColumn: (f: string) => boolean; otcHeaderIsRx: boolean }
  ) => { row: RowOf<K> } | { reason: string }

  try {
    for await (const batch of readXlsxRowBatches(path, { onDimension: hooks.onTotal })) {
      const typed: RowOf<K>[] = []
      for (const { rowNumber, cells } of batch) {
        if (isEmpty(cells)) continue
        if (!columns) {
          const match = matchColumns(cells, EXPORT_SPECS[kind])
          if (match.missing.length > 0) {
            const names = match.missing.map((m) => m.label).join(', ')
            throw exportRefused(`Soubor ${label} nemá povinný sloupec: ${names}.`)
          }
          columns = match.columns
          otcHeaderIsRx = columns.otc !== undefined && normalizeHeader(cells[columns.otc]) === 'rx'
          hooks.report?.header(kind, label, cells, columns)
          continue
        }
        rows++
        hooks.onRow()
        const cols = columns
        const result = convert((field) => (cols[field] === undefined ? null : cells[cols[field]]), {
          hasColumn: (field) => cols[field] !== undefined,
          otcHeaderIsRx,
        })
        if ('row' in result) {
          typed.push(result.row)
        } else {
          skipped++
          hooks.skipped.count++
          if (hooks.skipped.examples.length < domain.SKIPPED_EXAMPLES) {
            hooks.skipped.examples.push({ file: label, row: rowNumber, reason: result.reason })
          }
          hooks.report?.row(kind, rowNumber, result.reason, cells)
        }
      }
      await hooks.report?.drain()
      if (typed.length > 0) yield typed
    }
  } catch (error) {
    if (error instanceof XlsxError) throw exportRefused(`Soubor ${label}: ${error.message}`)
    throw error
  }
  if (!columns) throw exportRefused(`Soubor ${label} je prázdný.`)
  if (skipped > rows * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw exportRefused(
      `Soubor ${label}: ${skipped} z ${rows} řádků nelze načíst (více než 10 %), soubor byl odmítnut.`
    )
  }
}
