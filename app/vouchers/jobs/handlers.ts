import type { Job } from 'bullmq'
import { runSheetUpload } from '#core/sheet_uploads/run_sheet_upload'
import { importVouchers } from '#vouchers/services/upload_vouchers'

export const IMPORT_VOUCHERS = 'vouchers.import_vouchers'

/** Imports-queue handler: one branch's uploaded voucher export (issue #20). */
export function importVouchersHandler(job: Job<{ uploadId: number }>) {
  return runSheetUpload(job, importVouchers)
}
