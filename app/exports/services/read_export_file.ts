import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { readXlsxRowBatches, XlsxError, type CellValue } from '#core/xlsx/read_xlsx_rows'
import { EXPORT_SPECS, type ExportKind } from '#exports/rules/export_specs'
import { normalizeHeader } from '#core/sheets/header_matching'
import { converters } from '#exports/rules/row_converters'
import { SkipTally, tooManySkipped, type SkipReason } from '#core/sheets/skip_tally'
import { readTable } from '#core/sheets/read_table'

/** The batch's skipped rows: the count, the first examples and the reasons of every file. */
export type SkipLog = {
  count: number
  examples: { file: string; row: number; reason: string }[]
  reasons?: (SkipReason & { file: string })[]
}

/** Where every skipped row goes with its cells (services/skipped_rows_sink). */
export type SkippedRowReport = {
  header(
    kind: ExportKind,
    label: string,
    cells: CellValue[],
    columns: Record<string, number>,
    date1904: boolean
  ): void
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

/* The file's skips join the batch's log, whatever becomes of the file. */
function merge(log: SkipLog, label: string, tally: SkipTally) {
  log.count += tally.count
  for (const example of tally.examples) {
    if (log.examples.length >= domain.SKIPPED_EXAMPLES) break
    log.examples.push({ file: label, ...example })
  }
  log.reasons = [...(log.reasons ?? []), ...tally.reasons().map((r) => ({ file: label, ...r }))]
}

/**
 * Streams one export's rows as typed rows, in batches. The header is found among the
 * first rows (title rows above it are ignored); skipped rows are counted into `skipped`
 * and handed to `report`; a file missing a required column, or with more than 10 % of its
 * rows skipped, is refused with the reasons.
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
  const convert = converters[kind] as (
    get: (f: string) => unknown,
    ctx: { hasColumn: (f: string) => boolean; otcHeaderIsRx: boolean; date1904: boolean }
  ) => { row: RowOf<K> } | { reason: string }
  const tally = new SkipTally(domain.SKIPPED_EXAMPLES)
  const workbook = { date1904: false }
  const stats = { read: 0 }
  let otcHeaderIsRx = false

  const sheet = readXlsxRowBatches(path, {
    onDimension: hooks.onTotal,
    onWorkbook: (info) => (workbook.date1904 = info.date1904),
  })
  const rows = readTable(
    sheet,
    {
      label,
      specs: EXPORT_SPECS[kind],
      tally,
      workbook,
      refuse: exportRefused,
      onHeader: ({ cells, columns, date1904 }) => {
        otcHeaderIsRx = columns.otc !== undefined && normalizeHeader(cells[columns.otc]) === 'rx'
        hooks.report?.header(kind, label, cells, columns, date1904)
      },
      onRow: hooks.onRow,
      onSkip: (rowNumber, reason, cells) => hooks.report?.row(kind, rowNumber, reason, cells),
      convert: (get, { columns, date1904 }) =>
        convert(get, {
          hasColumn: (field) => columns[field] !== undefined,
          otcHeaderIsRx,
          date1904,
        }),
    },
    stats
  )
  try {
    for await (const typed of rows) {
      await hooks.report?.drain()
      if (typed.length > 0) yield typed
    }
  } catch (error) {
    if (error instanceof XlsxError) throw exportRefused(`Soubor ${label}: ${error.message}`)
    throw error
  } finally {
    merge(hooks.skipped, label, tally)
  }
  if (tally.count > stats.read * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw exportRefused(tooManySkipped(label, tally.count, stats.read, tally.reasons()))
  }
}
