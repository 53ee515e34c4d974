import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { czNumber } from '#core/format_cz'
import { xlsxStream } from '#core/xlsx/write_xlsx'
import { reportBatch, skippedFiles, skippedRows } from '#exports/queries/skipped_rows'
import {
  byKind,
  cutNote,
  reportFileName,
  reportHeader,
  reportRow,
  reportWidths,
} from '#exports/rules/skipped_report'
import { dbNowMs } from '#core/clock'

type Branch = { firma: string; pharmacyCode: string }

const NO_UPLOAD = 'Pobočka zatím nemá žádné dokončené nahrání exportů.'
const UNKNOWN_BATCH = 'Toto nahrání exportů pobočka nemá.'
const RUNNING = 'Nahrání se ještě zpracovává; přeskočené řádky budou k dispozici po jeho dokončení.'
const NOTHING = 'Nahrání nemá žádné přeskočené řádky.'
const PURGED = `Přeskočené řádky se uchovávají ${domain.UPLOAD_RETENTION_DAYS} dní od nahrání; u tohoto nahrání už nejsou k dispozici.`

/**
 * The skipped rows of one upload of the branch (the newest finished one by default) as
 * an xlsx stream: a sheet per file, written page by page as the client reads it.
 */
export async function skippedRowsReport(branch: Branch, batchId?: number) {
  const batch = await reportBatch(branch, batchId)
  if (!batch) throw DomainError.notFound(batchId === undefined ? NO_UPLOAD : UNKNOWN_BATCH)
  if (batch.status === 'queued' || batch.status === 'processing') {
    throw DomainError.conflict('EXPORT_RUNNING', RUNNING)
  }
  const stored = await skippedFiles(batch.id)
  const files = stored.sort(byKind)
  if (files.length === 0) {
    const retention = domain.UPLOAD_RETENTION_DAYS * 86_400_000
    const purged =
      batch.skippedCount > 0 && (await dbNowMs()) - batch.createdAt.getTime() > retention
    throw DomainError.notFound(purged ? PURGED : NOTHING)
  }
  const sheets = files.map((file) => ({
    name: file.kind,
    header: reportHeader(file.columns),
    widths: reportWidths(file.columns),
    rows: (async function* () {
      for await (const row of skippedRows(batch.id, file.kind)) {
        yield reportRow(file.label, row.row_number, row.reason, row.cells, file.columns)
      }
      const note = cutNote(file.skipped, file.stored, domain.SKIPPED_REPORT_MAX_ROWS, czNumber)
      if (note) yield [file.label, null, note]
    })(),
  }))
  return {
    fileName: reportFileName(branch.pharmacyCode, dayIn(batch.createdAt, domain.TIME_ZONE)),
    /* Started only when the download may begin, so a refused one reads no rows. */
    workbook: () => xlsxStream(sheets),
  }
}
