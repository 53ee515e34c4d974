import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { UnrecoverableError, type Job } from 'bullmq'
import db from '@adonisjs/lucid/services/db'
import { runAsActor } from '#core/audit/audit_actor'
import { DomainError } from '#core/domain_error'
import { copyStoredFile } from '#core/file_store'
import { tempFolder } from '#core/temp_files'
import { failureCause, uploadFailed } from '#core/failure_cause'
import { isDatabaseUnavailable } from '#core/db_unavailable'
import { RefusedUpload } from '#core/queue'
import type { SheetUploadKind } from '#core/sheet_uploads/sheet_job'
import { dbNow } from '#core/clock'

export type SheetUpload = {
  id: number
  kind: SheetUploadKind
  firma: string | null
  pharmacyCode: string | null
  source: string
  params: Record<string, string | null>
  createdBy: number | null
  /** When the file was uploaded: a list's place in the history, whenever it is read. */
  createdAt: Date
}

export type UploadProgress = (processed: number, total: number) => void
/** What a kind's work gives back: the rows it read, and the answer the screen shows. */
export type UploadOutcome = { read: number; answer: Record<string, unknown> }
export type UploadWork = (
  upload: SheetUpload,
  path: string,
  progress: UploadProgress
) => Promise<UploadOutcome>

/* Progress is written at most once per 5 000 rows or per second: each write costs ~0.5 ms. */
const PROGRESS_ROWS = 5000
const PROGRESS_MS = 1000

function progressWriter(job: Job, id: number) {
  let lastRows = 0
  let lastWrite = 0
  let writing: Promise<unknown> = Promise.resolve()
  const update: UploadProgress = (processed, total) => {
    if (processed - lastRows < PROGRESS_ROWS && Date.now() - lastWrite < PROGRESS_MS) return
    lastRows = processed
    lastWrite = Date.now()
    /* One write at a time, never awaited by the reader: progress must not slow it down. */
    writing = writing
      .then(() => db.from('sheet_uploads').where('id', id).update({ processed, total }))
      .then(() => job.updateProgress({ processed, total }))
      .catch(() => {})
  }
  /* The outcome is written after the last progress write, never overwritten by it. */
  return { update, flush: () => writing }
}

async function finish(id: number, fields: Record<string, unknown>) {
  await db
    .from('sheet_uploads')
    .where('id', id)
    .whereNot('status', 'done')
    .update({ ...fields, finished_at: await dbNow() })
}

/**
 * Runs one upload's job in the imports worker: fetches the stored file, runs the kind's
 * `work` and records its answer. A refusal (a DomainError with its Czech message) ends
 * the upload at once and for good; anything else is retried, and recorded as failed only
 * after the last attempt. An upload already done is left alone.
 */
export async function runSheetUpload(job: Job<{ uploadId: number }>, work: UploadWork) {
  const id = Number(job.data?.uploadId)
  if (!Number.isInteger(id)) throw new UnrecoverableError('uploadId missing')
  const row = await db.from('sheet_uploads').where('id', id).first()
  if (!row || row.status === 'done') return { skipped: true }
  await db.from('sheet_uploads').where('id', id).update({ status: 'processing', error: null })

  const dir = await tempFolder(`sheet-${id}`)
  try {
    const path = join(dir, 'soubor')
    await copyStoredFile(row.file_key, path)
    const upload: SheetUpload = {
      id,
      kind: row.kind,
      firma: row.firma,
      pharmacyCode: row.pharmacy_code,
      source: row.source,
      params: row.params ?? {},
      createdBy: row.created_by,
      createdAt: new Date(row.created_at),
    }
    const progress = progressWriter(job, id)
    /* The audit trail names who uploaded the file, not the worker that read it. */
    const uploader = row.created_by
      ? await db.from('users').where('id', row.created_by).select('email').first()
      : null
    const run = () => work(upload, path, progress.update).finally(progress.flush)
    const outcome = uploader
      ? await runAsActor({ kind: 'user', id: row.created_by, email: uploader.email }, run)
      : await run()
    await finish(id, {
      status: 'done',
      processed: outcome.read,
      total: outcome.read,
      result: JSON.stringify(outcome.answer),
    })
    return { uploadId: id }
  } catch (error) {
    if (error instanceof DomainError) {
      await finish(id, { status: 'failed', error: error.message })
      throw new RefusedUpload(error.message)
    }
    /* A lost database is waited out by the worker (workers/start_worker), never the end. */
    if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1) && !isDatabaseUnavailable(error)) {
      await finish(id, { status: 'failed', error: uploadFailed(failureCause(error)) })
    }
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
