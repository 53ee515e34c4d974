import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { domain } from '#config/domain'
import type { DomainError } from '#core/domain_error'
import { copyInto } from '#core/pg_copy'
import { tempFolder } from '#core/temp_files'
import { copyStoredFile } from '#core/file_store'
import type { ExportKind } from '#exports/rules/export_specs'
import ExportBatch from '#exports/models/export_batch'
import {
  exportRefused,
  isRefusal,
  readExportFile,
  type SkipLog,
} from '#exports/services/read_export_file'
import { SkippedRowSink } from '#exports/services/skipped_rows_sink'
import { SNAPSHOT_TABLES } from '#exports/services/snapshot_tables'
import { swapSnapshot, type DateRange } from '#exports/services/swap_snapshot'
import { clearBatchRows, dropUnusedMovements } from '#exports/services/clear_batch_rows'

export type Progress = (processed: number, total: number) => Promise<void>

/* Progress is written at most once per 5 000 rows or per second: each write costs ~0.5 ms. */
const PROGRESS_ROWS = 5000
const PROGRESS_MS = 1000
const ORDER: ExportKind[] = ['karty', 'sklad', 'odpisy', 'pohyby']

function progressReporter(progress: Progress) {
  const totals: Partial<Record<ExportKind, number>> = {}
  let processed = 0
  let lastRows = 0
  let lastWrite = Date.now()
  return {
    totals,
    row: () => processed++,
    async report(force = false) {
      if (!force && processed - lastRows < PROGRESS_ROWS && Date.now() - lastWrite < PROGRESS_MS)
        return
      lastRows = processed
      lastWrite = Date.now()
      const declared = Object.values(totals).reduce((a, b) => a + b, 0)
      await progress(processed, Math.max(processed, declared))
    },
  }
}

/* First key of the advisory lock a worker holds while it processes a batch (the second is the batch id). */
const BATCH_LOCK = 0x4558

/**
 * Runs `work` while holding the batch's advisory lock (on a connection of its own, released
 * when PostgreSQL sees the worker's connection close, even after a SIGKILL). Two deliveries
 * of one batch (a duplicate job, a stalled-job retry while the first worker still lives)
 * run one after the other, and the second finds the batch done; side by side they cleared
 * each other's rows and could publish an empty snapshot.
 */
async function exclusively(batchId: number, work: () => Promise<void>) {
  const holder = await db.transaction()
  try {
    /* A holder on a host that vanished without closing its connection is not waited for forever. */
    await holder.rawQuery(`SET LOCAL lock_timeout = '10min'`)
    /* The holder sits idle while the work runs on other sessions: that is its purpose. */
    await holder.rawQuery(`SET LOCAL idle_in_transaction_session_timeout = 0`)
    await holder.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [BATCH_LOCK, batchId])
    await work()
  } finally {
    await holder.commit().catch(() => {})
  }
}

/**
 * The imports job: streams the batch's stored files row by row into their tables
 * (tagged with the batch, so nobody reads them yet), then publishes the batch in one
 * transaction. Idempotent: a retry first clears what an interrupted attempt left, and
 * a finished batch is left alone.
 */
export async function processExport(batchId: number, progress: Progress) {
  await exclusively(batchId, () => processBatch(batchId, progress))
}

async function processBatch(batchId: number, progress: Progress) {
  const batch = await ExportBatch.find(batchId)
  if (!batch || batch.status === 'done') return
  await clearBatchRows(batch.id)
  batch.merge({ status: 'processing', processed: 0, total: 0, error: null })
  await batch.save()

  const dir = await tempFolder(`export-${batch.id}`)
  const skipped: SkipLog = { count: 0, examples: [] }
  const counts: Partial<Record<ExportKind, number>> = {}
  const reporter = progressReporter(progress)
  const range: DateRange = { from: null, to: null }
  const timings: string[] = []
  const report = new SkippedRowSink(batch.id, domain.SKIPPED_REPORT_MAX_ROWS)
  /* After a refused file the others are still read, only for the skipped-rows report. */
  let refusal: DomainError | null = null

  try {
    const kinds = ORDER.filter((k) => batch.files[k])
    for (const kind of kinds) reporter.totals[kind] = 1
    for (const kind of kinds) {
      const started = Date.now()
      const file = batch.files[kind]!
      const path = await copyStoredFile(file.key, join(dir, `${kind}.xlsx`))
      const { table, fields } = SNAPSHOT_TABLES[kind]
      const names = Object.values(fields)
      const rows = readExportFile(kind, path, `${kind} (${file.name})`, {
        skipped,
        report,
        onRow: () => {
          reporter.row()
          counts[kind] = (counts[kind] ?? 0) + 1
        },
        onTotal: (declared) => {
          reporter.totals[kind] = Math.max(0, declared - 1)
        },
      })
      async function* values() {
        for await (const typed of rows) {
          yield typed.map((row) => {
            const record = row as Record<string, string | number | boolean | null>
            if (kind === 'pohyby') widen(range, record.datum as string)
            return [batch!.id, ...names.map((name) => record[name])]
          })
          await reporter.report()
        }
      }
      try {
        if (refusal) await readThrough(rows)
        else await copyInto(table, ['batch_id', ...Object.keys(fields)], values())
      } catch (error) {
        if (!isRefusal(error)) throw error
        refusal = refusal ? exportRefused(`${refusal.message} ${error.message}`) : error
      } finally {
        await report.finishFile(kind)
      }
      await rm(path, { force: true })
      timings.push(`${kind} ${counts[kind] ?? 0} řádků ${Date.now() - started} ms`)
    }
    await reporter.report(true)
    if (refusal) throw refusal
    /* Fresh statistics let the consumption query aggregate by hash instead of sorting on disk. */
    if (batch.files.pohyby) await db.rawQuery('ANALYZE pohyby')
    const swapStarted = Date.now()
    await swapSnapshot(batch, { counts, skipped, range })
    timings.push(`zveřejnění ${Date.now() - swapStarted} ms`)
  } catch (error) {
    /* Unless the publishing committed and only its answer was lost. */
    const now = await db
      .from('export_batches')
      .where('id', batch.id)
      .select('status')
      .first()
      .catch(() => null)
    if (now?.status !== 'done') {
      await clearBatchRows(batch.id, { keepReport: isRefusal(error) })
      /* A refused batch says what it read and skipped, as its skipped-rows report does. */
      if (isRefusal(error)) {
        await db
          .from('export_batches')
          .where('id', batch.id)
          .update({ counts: JSON.stringify(counts), skipped: JSON.stringify(skipped) })
      }
    }
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  logger.info(`export ${batch.id} (${batch.firma}/${batch.pharmacyCode}): ${timings.join(', ')}`)
  await dropUnusedMovements(batch)
}

async function readThrough(rows: AsyncIterable<unknown>) {
  for await (const batch of rows) void batch
}

function widen(range: DateRange, day: string) {
  if (range.from === null || day < range.from) range.from = day
  if (range.to === null || day > range.to) range.to = day
}
