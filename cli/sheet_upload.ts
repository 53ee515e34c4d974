import type { Job } from 'bullmq'
import type { UploadWork } from '#core/sheet_uploads/run_sheet_upload'
import { CliError } from './run.js'
import { progressBar } from './progress.js'

/**
 * Submits an upload through `accept` (stored and recorded as the web does) and follows it
 * to its end with a progress bar. With `ownWorker` the command reads this one file itself,
 * so no other branch's job runs in the command; otherwise the upload is queued on
 * `imports` for a running worker. Answers the import's answer; a refusal ends the command
 * with its Czech message.
 */
export async function followSheetUpload(
  ownWorker: boolean,
  accept: (queue: boolean) => Promise<{ uploadId: number }>,
  work: UploadWork
): Promise<Record<string, unknown>> {
  const { runSheetUpload } = await import('#core/sheet_uploads/run_sheet_upload')
  const { sheetUploadStatus } = await import('#core/sheet_uploads/sheet_upload_status')
  const { uploadId } = await accept(!ownWorker)
  const job = {
    data: { uploadId },
    attemptsMade: 0,
    opts: { attempts: 1 },
    updateProgress: async () => {},
  } as unknown as Job<{ uploadId: number }>
  /* The outcome is read from the record below; a refusal is recorded there too. */
  const running = ownWorker ? runSheetUpload(job, work).catch(() => {}) : null
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { kind } = await db.from('sheet_uploads').where('id', uploadId).first()
  const bar = progressBar('řádků')
  try {
    for (;;) {
      const status = (await sheetUploadStatus(uploadId, kind))!
      bar.update(status.progress.processed, status.progress.total)
      if (status.status === 'done') return status.result!
      if (status.status === 'failed')
        throw new CliError(status.error ?? 'Zpracování souboru selhalo.')
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    bar.stop()
    await running
  }
}
