import db from '@adonisjs/lucid/services/db'
import type { Cell } from '#exports/rules/skipped_report'

type Branch = { firma: string; pharmacyCode: string }

export type ReportBatch = {
  id: number
  status: string
  createdAt: Date
  skippedCount: number
}

/** One upload of the branch (`batchId`), or its newest finished one; null when there is none. */
export async function reportBatch(branch: Branch, batchId?: number): Promise<ReportBatch | null> {
  const query = db
    .from('export_batches')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .select('id', 'status', 'created_at', 'skipped')
  if (batchId !== undefined) query.where('id', batchId)
  else query.whereIn('status', ['done', 'failed']).orderBy('id', 'desc')
  const row = await query.first()
  if (!row) return null
  return {
    id: row.id,
    status: row.status,
    createdAt: new Date(row.created_at),
    skippedCount: Number(row.skipped?.count ?? 0),
  }
}

export type SkippedFile = {
  kind: string
  label: string
  columns: { field: string; header: string }[]
  skipped: number
  stored: number
}

export async function skippedFiles(batchId: number): Promise<SkippedFile[]> {
  return db
    .from('export_skipped_files')
    .where('batch_id', batchId)
    .select('kind', 'label', 'columns', 'skipped', 'stored')
}

/* Rows are read a page at a time as the xlsx is written: 100 000 of them never sit in memory. */
const PAGE = 5000

export async function* skippedRows(batchId: number, kind: string) {
  let after = 0
  while (true) {
    const page: { row_number: number; reason: string; cells: Cell[] }[] = await db
      .from('export_skipped_rows')
      .where({ batch_id: batchId, kind })
      .where('row_number', '>', after)
      .orderBy('row_number')
      .limit(PAGE)
      .select('row_number', 'reason', 'cells')
    yield* page
    if (page.length < PAGE) return
    after = page[page.length - 1].row_number
  }
}

/** How many skipped rows of a batch the report holds, and how many were skipped in all. */
export async function skippedSummary(batchId: number) {
  const [row] = await db
    .from('export_skipped_files')
    .where('batch_id', batchId)
    .sum('stored as stored')
    .sum('skipped as skipped')
  return { stored: Number(row?.stored ?? 0), skipped: Number(row?.skipped ?? 0) }
}
