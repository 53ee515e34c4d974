import db from '@adonisjs/lucid/services/db'
import { jobState } from '#core/queue'
import { sheetJobId, type SheetUploadKind } from '#core/sheet_uploads/sheet_job'
import { LOST_JOB, uploadFailed } from '#core/failure_cause'
import { dbNow } from '#core/clock'

/*
| An upload whose job BullMQ gave up on without running its handler (the worker died on it
| twice) would show "processing" for ever, and the screen and the CLI would wait for ever:
| whoever reads its status records it as failed. (A job Redis lost altogether is queued
| again by the workers, #operations/services/recover_lost_jobs.)
*/
async function settleLost(row: Record<string, any>) {
  if ((await jobState('imports', sheetJobId(row.id, row.created_at))) !== 'failed') return
  const failed = { status: 'failed', error: uploadFailed(LOST_JOB), finished_at: await dbNow() }
  const updated = await db
    .from('sheet_uploads')
    .where('id', row.id)
    .whereIn('status', ['queued', 'processing'])
    .update(failed)
  if (Number(updated) > 0) Object.assign(row, failed)
}

export type SheetUploadStatus = {
  id: string
  uploadId: string
  kind: SheetUploadKind
  status: 'queued' | 'processing' | 'done' | 'failed'
  progress: { processed: number; total: number }
  source: string
  /** The answer of the finished import (what the synchronous upload used to answer). */
  result: Record<string, unknown> | null
  error: string | null
  createdAt: string
  finishedAt: string | null
}

/**
 * An upload as its screen follows it, or null when there is no such upload of this kind
 * (and, for a branch's upload, of this branch): a foreign id reads as a missing one.
 */
export async function sheetUploadStatus(
  id: number,
  kind: SheetUploadKind,
  branch?: { firma: string; pharmacyCode: string }
): Promise<SheetUploadStatus | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const query = db.from('sheet_uploads').where({ id, kind })
  if (branch) query.where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
  const row = await query.first()
  if (!row) return null
  if (row.queued && (row.status === 'queued' || row.status === 'processing')) await settleLost(row)
  return {
    id: String(row.id),
    uploadId: String(row.id),
    kind: row.kind,
    status: row.status,
    progress: { processed: row.processed, total: row.total },
    source: row.source,
    result: row.result ?? null,
    error: row.error ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }
}
