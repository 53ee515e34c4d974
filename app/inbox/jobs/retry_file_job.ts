import type { Job } from 'bullmq'
import { DomainError } from '#core/domain_error'
import { retryFailedFile } from '#inbox/services/retry_failed_file'

export const RETRY_INBOX_FILE = 'inbox.retry_file'

export type RetryOutcome =
  | { ok: true; file: string; message: string }
  | { ok: false; code: string; status: number; message: string }

/** The `inbox` queue's job behind "Vrátit do složky": a refusal is an answer, not a failure. */
export async function retryFileHandler(job: Job<{ folder: string; file: string }>) {
  try {
    return { ok: true, ...(await retryFailedFile(job.data.folder, job.data.file)) }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return { ok: false, code: error.code, status: error.status, message: error.message }
  }
}
