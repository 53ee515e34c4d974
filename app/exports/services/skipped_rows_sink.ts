import db from '@adonisjs/lucid/services/db'
import type { CellValue } from '#core/xlsx/read_xlsx_rows'
import type { ExportKind } from '#exports/rules/export_specs'
import { keptCells, reportColumns, type ReportColumn } from '#exports/rules/skipped_report'

/* Rows go to PostgreSQL in chunks: a file of bad rows is never held in memory whole. */
const CHUNK = 1000

type FileState = {
  label: string
  columns: ReportColumn[]
  date1904: boolean
  skipped: number
  stored: number
}

/**
 * Collects the rows an export job skips, for the downloadable report: every skipped row
 * is counted, the first `cap` of the batch are stored with their reason and cells. The
 * job clears the batch's report when an attempt starts (under the batch's advisory lock)
 * and each row is keyed by batch, file and row number, so retries never duplicate it.
 */
export class SkippedRowSink {
  #files = new Map<ExportKind, FileState>()
  #pending: { kind: ExportKind; rowNumber: number; reason: string; cells: string }[] = []
  #stored = 0

  constructor(
    readonly batchId: number,
    readonly cap: number
  ) {}

  /** A file's header is known: the report keeps the cells of the columns the import reads. */
  header(
    kind: ExportKind,
    label: string,
    cells: CellValue[],
    columns: Record<string, number>,
    date1904: boolean
  ) {
    this.#files.set(kind, {
      label,
      columns: reportColumns(cells, columns),
      date1904,
      skipped: 0,
      stored: 0,
    })
  }

  row(kind: ExportKind, rowNumber: number, reason: string, cells: CellValue[]) {
    const file = this.#files.get(kind)
    if (!file) return
    file.skipped++
    if (this.#stored >= this.cap) return
    this.#stored++
    file.stored++
    this.#pending.push({
      kind,
      rowNumber,
      reason,
      cells: JSON.stringify(keptCells(cells, file.columns, file.date1904)),
    })
  }

  /** Writes what is pending once a chunk has gathered (`all`: whatever is pending). */
  async drain(all = false) {
    while (this.#pending.length >= (all ? 1 : CHUNK)) {
      const chunk = this.#pending.splice(0, CHUNK)
      /* A malformed sheet may repeat a row number; its first row is the one reported. */
      await db.rawQuery(
        `INSERT INTO export_skipped_rows (batch_id, kind, row_number, reason, cells)
         SELECT ?, t.kind, t.row_number, t.reason, t.cells::jsonb
           FROM unnest(?::text[], ?::int[], ?::text[], ?::text[])
                AS t(kind, row_number, reason, cells)
         ON CONFLICT DO NOTHING`,
        [
          this.batchId,
          chunk.map((r) => r.kind),
          chunk.map((r) => r.rowNumber),
          chunk.map((r) => r.reason),
          chunk.map((r) => r.cells),
        ]
      )
    }
  }

  /** The file is read (or refused): its rows are written and its summary recorded. */
  async finishFile(kind: ExportKind) {
    await this.drain(true)
    const file = this.#files.get(kind)
    if (!file || file.skipped === 0) return
    const columns = file.columns.map(({ field, header }) => ({ field, header }))
    await db.rawQuery(
      `INSERT INTO export_skipped_files (batch_id, kind, label, columns, skipped, stored)
       VALUES (?, ?, ?, ?::jsonb, ?, ?)
       ON CONFLICT (batch_id, kind) DO UPDATE SET label = excluded.label,
         columns = excluded.columns, skipped = excluded.skipped, stored = excluded.stored`,
      [this.batchId, kind, file.label, JSON.stringify(columns), file.skipped, file.stored]
    )
  }
}
