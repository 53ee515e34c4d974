import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import { copyInto } from '#core/pg_copy'
import type { ExportKind } from '#exports/rules/export_specs'
import ExportBatch from '#exports/models/export_batch'
import { readExportFile, type SkipLog } from '#exports/services/read_export_file'
import { swapSnapshot } from '#exports/services/swap_snapshot'
import { clearBatchRows } from '#exports/services/clear_batch_rows'

export type Progress = (processed: number, total: number) => Promise<void>

/* Progress is written at most once per 5 000 rows or per second: each write costs ~0.5 ms. */
const PROGRESS_ROWS = 5000
const PROGRESS_MS = 1000

const TARGETS = {
  karty: {
    table: 'karty_rows',
    columns: [
      'batch_id',
      'pdk',
      'nazev',
      'kod_vzp',
      'min_stock',
      'max_stock',
      'dodavatel',
      'vyrobce',
      'otc',
    ],
    values: (id: number, r: any) => [
      id,
      r.pdk,
      r.nazev,
      r.kodVZP,
      r.minStock,
      r.maxStock,
      r.dodavatel,
      r.vyrobce,
      r.otc,
    ],
  },
  sklad: {
    table: 'sklad_rows',
    columns: [
      'batch_id',
      'pdk',
      'nazev',
      'mnozstvi',
      'kod_vzp',
      'sarze',
      'exspirace',
      'ncsd',
      'pc',
      'dodavatel',
    ],
    values: (id: number, r: any) => [
      id,
      r.pdk,
      r.nazev,
      r.mnozstvi,
      r.kodVZP,
      r.sarze,
      r.exspirace,
      r.ncsd,
      r.pc,
      r.dodavatel,
    ],
  },
  odpisy: {
    table: 'odpisy_rows',
    columns: ['batch_id', 'datum', 'pdk', 'mnozstvi', 'sarze', 'exspirace', 'duvod', 'cena'],
    values: (id: number, r: any) => [
      id,
      r.datum,
      r.pdk,
      r.mnozstvi,
      r.sarze,
      r.exspirace,
      r.duvod,
      r.cena,
    ],
  },
  pohyby: {
    table: 'pohyby_staging',
    columns: ['batch_id', 'row_no', 'datum', 'pdk', 'typ', 'mnozstvi', 'sarze', 'cena', 'is_sale'],
    values: (id: number, r: any, n: number) => [
      id,
      n,
      r.datum,
      r.pdk,
      r.typ,
      r.mnozstvi,
      r.sarze,
      r.cena,
      r.isSale,
    ],
  },
} satisfies Record<ExportKind, unknown>

async function download(key: string, dir: string, name: string) {
  const path = join(dir, name)
  await pipeline(await drive.use().getStream(key), createWriteStream(path))
  return path
}

/**
 * The imports job: reads the batch's stored files row by row into its snapshot tables,
 * then swaps the branch's snapshot in one transaction. Idempotent: a retry first
 * clears whatever an interrupted attempt left, and a finished batch is left alone.
 */
export async function processExport(batchId: number, progress: Progress) {
  const batch = await ExportBatch.find(batchId)
  if (!batch || batch.status === 'done') return
  await clearBatchRows(batch.id)
  batch.merge({ status: 'processing', processed: 0, total: 0, error: null })
  await batch.save()

  const dir = await mkdtemp(join(tmpdir(), `export-${batch.id}-`))
  const skipped: SkipLog = { count: 0, examples: [] }
  const counts: Partial<Record<ExportKind, number>> = {}
  const totals: Partial<Record<ExportKind, number>> = {}
  let processed = 0
  let lastWrite = Date.now()
  let lastRows = 0
  const report = async (force = false) => {
    const total = Math.max(
      processed,
      Object.values(totals).reduce((a, b) => a + b, 0)
    )
    if (force || processed - lastRows >= PROGRESS_ROWS || Date.now() - lastWrite >= PROGRESS_MS) {
      lastRows = processed
      lastWrite = Date.now()
      await progress(processed, total)
    }
  }

  try {
    const kinds = (['karty', 'sklad', 'odpisy', 'pohyby'] as ExportKind[]).filter(
      (k) => batch.files[k]
    )
    for (const kind of kinds) totals[kind] = 1
    for (const kind of kinds) {
      const file = batch.files[kind]!
      const path = await download(file.key, dir, `${kind}.xlsx`)
      const target = TARGETS[kind]
      let rowNo = 0
      const label = `${kind} (${file.name})`
      const rows = readExportFile(kind, path, label, {
        skipped,
        onRow: () => {
          processed++
          counts[kind] = (counts[kind] ?? 0) + 1
        },
        onTotal: (rowsDeclared) => {
          totals[kind] = Math.max(0, rowsDeclared - 1)
        },
      })
      await copyInto(
        target.table,
        target.columns,
        mapRows(rows, (r) => target.values(batch.id, r, ++rowNo), report)
      )
      await rm(path, { force: true })
    }
    await report(true)
    await swapSnapshot(batch, { counts, skipped })
  } catch (error) {
    await clearBatchRows(batch.id)
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function* mapRows<T>(
  rows: AsyncIterable<T>,
  map: (row: T) => unknown[],
  tick: () => Promise<void>
) {
  for await (const row of rows) {
    yield map(row) as (string | number | boolean | null)[]
    await tick()
  }
}

export async function markFailed(batchId: number, message: string) {
  await ExportBatch.query()
    .where('id', batchId)
    .whereNot('status', 'done')
    .update({ status: 'failed', error: message, finished_at: DateTime.now().toSQL() })
}
