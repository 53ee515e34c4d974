import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import type { SheetUpload } from '#core/sheet_uploads/run_sheet_upload'
import { vouchersRefused, type VoucherFile } from '#vouchers/services/read_voucher_file'

type Branch = { firma: string; pharmacyCode: string }

const CHUNK = 1000
export const SUPERSEDED = 'Mezitím byly nahrány novější poukázky; tento soubor se nepoužil.'

/**
 * Makes the file the branch's voucher snapshot in one transaction: the new upload and its
 * rows are inserted and the branch's older uploads deleted (their rows cascade).
 */
export async function replaceVouchers(branch: Branch, sheet: SheetUpload, file: VoucherFile) {
  const where = { firma: branch.firma, pharmacy_code: branch.pharmacyCode }
  return db.transaction(async (trx) => {
    /* Two uploads of one branch at once: the second waits, then replaces the first (as long
       as a big file takes, not the session's default 10 s). */
    await trx.rawQuery(`SET LOCAL lock_timeout = '10min'`)
    await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [
      `vouchers/${branch.firma}/${branch.pharmacyCode}`,
    ])
    /* A retried older upload must not replace a newer one stored meanwhile. */
    const newer = await trx
      .from('voucher_uploads')
      .where(where)
      .where('sheet_upload_id', '>', sheet.id)
      .first()
    if (newer) throw vouchersRefused(SUPERSEDED)
    const [upload] = await trx
      .table('voucher_uploads')
      .insert({
        ...where,
        source: sheet.source,
        rows: file.vouchers.length,
        has_stav: file.hasStav,
        skipped: JSON.stringify(file.skipped),
        created_by: sheet.createdBy,
        sheet_upload_id: sheet.id,
      })
      .returning(['id', 'uploaded_at'])
    for (let start = 0; start < file.vouchers.length; start += CHUNK) {
      const chunk = file.vouchers.slice(start, start + CHUNK)
      await trx
        .table('vouchers')
        .multiInsert(chunk.map((v, i) => ({ upload_id: upload.id, row_no: start + i + 1, ...v })))
    }
    await trx.from('voucher_uploads').where(where).whereNot('id', upload.id).delete()
    await recordAudit(
      {
        action: 'vouchers.upload',
        entity: 'voucher_upload',
        entityId: upload.id,
        branch,
        after: { source: sheet.source, rows: file.vouchers.length },
      },
      trx
    )
    return {
      uploadId: upload.id as number,
      lastBatch: new Date(upload.uploaded_at).toISOString(),
    }
  })
}
