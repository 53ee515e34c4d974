import { UnrecoverableError, type Job } from 'bullmq'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import { runSheetUpload } from '#core/sheet_uploads/run_sheet_upload'
import { generateUhradyChanges } from '#pricelists/services/generate_uhrady_changes'
import { importPriceList } from '#pricelists/services/import_price_list'
import type { GenerateUhradyChangesPayload, ImportPriceListPayload } from '#pricelists/jobs/names'

/** Imports-queue handler: one uploaded leaflet or úhrady list (issue #20). */
export function importPriceListHandler(job: Job<ImportPriceListPayload>) {
  return runSheetUpload(job, importPriceList)
}

/**
 * Maintenance-queue handler: one branch's reimbursement-changes version after an úhrady
 * upload. The payload (ids only) is checked first; a malformed one is never retried.
 */
export async function generateUhradyChangesHandler(job: Job<GenerateUhradyChangesPayload>) {
  const firma = normalizeFirma(job.data?.firma)
  const pharmacyCode = normalizePharmacyCode(job.data?.pharmacyCode)
  if (!firma || !pharmacyCode || !Number.isInteger(Number(job.data?.listId))) {
    throw new UnrecoverableError('listId, firma and pharmacyCode are required')
  }
  return generateUhradyChanges({ firma, pharmacyCode })
}
