import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { jobState } from '#core/queue'
import ExportBatch from '#exports/models/export_batch'
import { markFailed } from '#exports/services/mark_batch_failed'
import { exportJobId } from '#exports/jobs/names'
import { exportFailed, LOST_JOB } from '#core/failure_cause'
import { skippedSummary } from '#exports/queries/skipped_rows'
import { reportFileName } from '#exports/rules/skipped_report'

type Branch = { firma: string; pharmacyCode: string }

/*
| A batch whose job BullMQ gave up on without running its handler (the worker died on it
| twice) would show "processing" for ever and block the branch's next upload: whoever
| reads the meta records it as failed. (A job Redis lost altogether is queued again by the
| workers, #operations/services/recover_lost_jobs.)
*/
async function settleLost(batch: ExportBatch) {
  if ((await jobState('imports', exportJobId(batch))) !== 'failed') return
  await markFailed(batch.id, exportFailed(LOST_JOB))
  await batch.refresh()
}

/** What the upload screen and the sidebar badge read: the current export and the latest attempt. */
export async function uploadMeta(branch: Branch) {
  const pointer = await db
    .from('branch_exports')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .first()
  const latest = await ExportBatch.query()
    .where({ firma: branch.firma, pharmacyCode: branch.pharmacyCode })
    .orderBy('id', 'desc')
    .first()
  if (latest && (latest.status === 'queued' || latest.status === 'processing')) {
    await settleLost(latest)
  }
  /* Issue #17: where the current export came from ("Nahráno automaticky ze složky …"). */
  const current = pointer
    ? await db.from('export_batches').where('id', pointer.batch_id).select('origin').first()
    : null
  return {
    lastBatch: pointer ? new Date(pointer.last_batch_at).toISOString() : null,
    odpisyLastBatch: pointer?.odpisy_last_batch_at
      ? new Date(pointer.odpisy_last_batch_at).toISOString()
      : null,
    lastBatchOrigin: current?.origin ?? null,
    batchId: latest ? String(latest.id) : null,
    origin: latest?.origin ?? null,
    status: latest?.status ?? null,
    progress: { processed: latest?.processed ?? 0, total: latest?.total ?? 0 },
    counts: {
      sklad: latest?.counts.sklad ?? 0,
      pohyby: latest?.counts.pohyby ?? 0,
      karty: latest?.counts.karty ?? 0,
      odpisy: latest?.counts.odpisy ?? 0,
    },
    skipped: latest?.skipped ?? { count: 0, examples: [] },
    error: latest?.error ?? null,
    skippedReport: latest ? await skippedReport(latest, branch.pharmacyCode) : null,
  }
}

/**
 * Issue #9: the latest attempt's skipped rows can be downloaded (GET …/skipped?batchId=)
 * once it finished or was refused; null when it is running or skipped nothing.
 */
async function skippedReport(batch: ExportBatch, pharmacyCode: string) {
  if (batch.status !== 'done' && batch.status !== 'failed') return null
  const { stored, skipped } = await skippedSummary(batch.id)
  if (stored === 0) return null
  const day = dayIn(batch.createdAt.toJSDate(), domain.TIME_ZONE)
  return {
    batchId: String(batch.id),
    rows: stored,
    skipped,
    truncated: skipped > stored,
    fileName: reportFileName(pharmacyCode, day).name,
  }
}
