import type { Job } from 'bullmq'
import { runSheetUpload } from '#core/sheet_uploads/run_sheet_upload'
import { importVouchers } from '#vouchers/services/upload_vouchers'
import type { ImportVouchersPayload } from '#vouchers/jobs/names'

/** Imports-queue handler: one branch's uploaded voucher export (issue #20). */
export function importVouchersHandler(job: Job<ImportVouchersPayload>) {
  return runSheetUpload(job, importVouchers)
}
