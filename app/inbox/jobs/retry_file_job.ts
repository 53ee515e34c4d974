import type { Job } from 'bullmq'
import { DomainError } from '#core/domain_error'
import { retryFailedFile } from '#inbox/services/retry_failed_file'
import type { RetryInboxFilePayload } from '#inbox/jobs/names'

/** The `inbox` queue's job behind "Vrátit do složky": a refusal is an answer, not a failure. */
export async function retryFileHandler(job: Job<RetryInboxFilePayload>) {
  try {
    return { ok: true, ...(await retryFailedFile(job.data.folder, job.data.file)) }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return { ok: false, code: error.code, status: error.status, message: error.message }
  }
}
