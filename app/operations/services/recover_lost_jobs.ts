import db from '@adonisjs/lucid/services/db'
import mailConfig from '#config/mail'
import { exportFailed, LOST_JOB, uploadFailed } from '#core/failure_cause'
import { enqueue, jobState, type QueueName } from '#core/queue'
import { sheetJobId, type SheetUploadKind } from '#core/sheet_uploads/sheet_job'
import { exportJobId, PROCESS_EXPORT } from '#exports/jobs/names'
import { markFailed } from '#exports/services/mark_batch_failed'
import { SEND_MAIL } from '#mail/jobs/names'
import { IMPORT_PRICE_LIST } from '#pricelists/jobs/names'
import { IMPORT_VOUCHERS } from '#vouchers/jobs/names'
import { dbNow } from '#core/clock'

/*
| PostgreSQL is the source of truth for accepted work (issue #34). Redis replicates
| asynchronously, so a failover can lose the last jobs written to it, and a Redis that
| restarted empty has none: an upload answered 202 would then never arrive. Every record
| still waiting for its job (an export batch, a price-list or voucher upload, an e-mail) is
| checked against its queue, and a job Redis no longer holds is queued again under its own
| deterministic id, so one that was not lost after all is not run twice. A job BullMQ gave
| up on (a worker died on it twice) ends its record as failed, as reading it would.
|
| The workers of the queue run this at start and every RECOVER_MS (workers/start_worker). A
| record younger than `graceSeconds` is left alone: its request may be queueing it right now.
*/

export type Recovered = { requeued: string[]; failed: string[] }

const SHEET_JOBS: Record<SheetUploadKind, string> = {
  leaflet: IMPORT_PRICE_LIST,
  uhrady: IMPORT_PRICE_LIST,
  vouchers: IMPORT_VOUCHERS,
}

/* At most this many records a run: a backlog larger than that is taken over several runs. */
const LIMIT = 500

async function waiting(table: string, statuses: string[], graceSeconds: number, extra = '') {
  const { rows } = await db.rawQuery(
    `SELECT * FROM ${table}
      WHERE status = ANY(?) AND created_at < now() - make_interval(secs => ?) ${extra}
      ORDER BY id LIMIT ${LIMIT}`,
    [statuses, graceSeconds]
  )
  return rows as Record<string, any>[]
}

async function recoverImports(graceSeconds: number, out: Recovered) {
  for (const row of await waiting('export_batches', ['queued', 'processing'], graceSeconds)) {
    const jobId = exportJobId({ id: row.id, createdAt: { toMillis: () => +row.created_at } })
    const state = await jobState('imports', jobId)
    if (state === 'missing') {
      await enqueue('imports', PROCESS_EXPORT, { batchId: row.id }, jobId)
      out.requeued.push(jobId)
    } else if (state === 'failed') {
      await markFailed(row.id, exportFailed(LOST_JOB))
      out.failed.push(jobId)
    }
  }
  const sheets = await waiting(
    'sheet_uploads',
    ['queued', 'processing'],
    graceSeconds,
    'AND queued'
  )
  for (const row of sheets) {
    const jobId = sheetJobId(row.id, row.created_at)
    const state = await jobState('imports', jobId)
    if (state === 'missing') {
      const job = SHEET_JOBS[row.kind as SheetUploadKind]
      if (!job) continue
      await enqueue('imports', job, { uploadId: row.id }, jobId)
      out.requeued.push(jobId)
    } else if (state === 'failed') {
      await db
        .from('sheet_uploads')
        .where('id', row.id)
        .whereIn('status', ['queued', 'processing'])
        .update({ status: 'failed', error: uploadFailed(LOST_JOB), finished_at: await dbNow() })
      out.failed.push(jobId)
    }
  }
}

async function recoverMail(graceSeconds: number, out: Recovered) {
  for (const row of await waiting('mail_messages', ['queued'], graceSeconds)) {
    const jobId = `mail-${row.id}`
    /* A message whose attempts BullMQ used up was marked failed by its handler already. */
    if ((await jobState('mail', jobId)) !== 'missing') continue
    await enqueue('mail', SEND_MAIL, { messageId: row.id }, jobId, {
      attempts: mailConfig.attempts,
      backoff: mailConfig.backoff,
    })
    out.requeued.push(jobId)
  }
}

const RECOVERERS: Partial<Record<QueueName, (grace: number, out: Recovered) => Promise<void>>> = {
  imports: recoverImports,
  mail: recoverMail,
}

/** Whether the queue has records to recover (the other queues' jobs are re-made by their own). */
export const recoversLostJobs = (queue: QueueName) => queue in RECOVERERS

/** Queues again every job of `queue` that Redis lost; answers what it did. */
export async function recoverLostJobs(queue: QueueName, graceSeconds = 30): Promise<Recovered> {
  const out: Recovered = { requeued: [], failed: [] }
  await RECOVERERS[queue]?.(graceSeconds, out)
  return out
}
