import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { acceptSheetUpload, type UploadedFile } from '#core/sheet_uploads/accept_sheet_upload'
import type {
  SheetUpload,
  UploadOutcome,
  UploadProgress,
} from '#core/sheet_uploads/run_sheet_upload'
import { IMPORT_VOUCHERS } from '#vouchers/jobs/names'
import {
  readVoucherFile,
  VOUCHER_LIMITS,
  vouchersRefused,
} from '#vouchers/services/read_voucher_file'
import { replaceVouchers } from '#vouchers/services/replace_vouchers'

type Branch = { firma: string; pharmacyCode: string }

export const VOUCHERS_SAVED = 'Poukázky nahrány.'
export const VOUCHERS_RUNNING = 'Zpracování předchozího souboru s poukázkami ještě běží.'

/** Stores a branch's voucher export and queues it for the imports worker (issue #20). */
export function acceptVoucherUpload(branch: Branch, file: UploadedFile, userId: number | null) {
  return acceptSheetUpload({
    kind: 'vouchers',
    branch,
    file,
    source: file.clientName,
    params: {},
    actorId: userId,
    job: IMPORT_VOUCHERS,
    maxSheetBytes: VOUCHER_LIMITS.maxSheetBytes,
    maxMb: domain.VOUCHER_MAX_FILE_MB,
    refuse: vouchersRefused,
    perBranch: {
      running: VOUCHERS_RUNNING,
      perDay: domain.BRANCH_UPLOADS_PER_DAY,
      tooMany: `Pobočka dnes nahrála už ${domain.BRANCH_UPLOADS_PER_DAY} souborů s poukázkami; další půjde nahrát zítra.`,
    },
  })
}

/**
 * The imports job of a voucher export: the file replaces the branch's previous snapshot;
 * a refused file changes nothing. A retried job finds the snapshot its first attempt stored.
 */
export async function importVouchers(
  upload: SheetUpload,
  path: string,
  progress: UploadProgress
): Promise<UploadOutcome> {
  const branch = { firma: upload.firma!, pharmacyCode: upload.pharmacyCode! }
  const stored = await db.from('voucher_uploads').where('sheet_upload_id', upload.id).first()
  if (stored) {
    const skipped = { reasons: [], ...stored.skipped }
    return {
      read: stored.rows + skipped.count,
      answer: {
        message: VOUCHERS_SAVED,
        count: stored.rows,
        lastBatch: new Date(stored.uploaded_at).toISOString(),
        skipped,
      },
    }
  }
  const read = await readVoucherFile(path, upload.source, progress)
  const { lastBatch } = await replaceVouchers(branch, upload, read)
  return {
    read: read.vouchers.length + read.skipped.count,
    answer: {
      message: VOUCHERS_SAVED,
      count: read.vouchers.length,
      lastBatch,
      skipped: read.skipped,
    },
  }
}
