import db from '@adonisjs/lucid/services/db'
import type { Voucher } from '#vouchers/rules/voucher_rows'

type Branch = { firma: string; pharmacyCode: string }

export type VoucherUpload = {
  id: number
  source: string
  rows: number
  hasStav: boolean
  lastBatch: string
}

/** The branch's current voucher snapshot, or null before its first upload. */
export async function currentVoucherUpload(branch: Branch): Promise<VoucherUpload | null> {
  const row = await db
    .from('voucher_uploads')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .orderBy('id', 'desc')
    .select('id', 'source', 'rows', 'has_stav', 'uploaded_at')
    .first()
  if (!row) return null
  return {
    id: row.id,
    source: row.source,
    rows: row.rows,
    hasStav: row.has_stav,
    lastBatch: new Date(row.uploaded_at).toISOString(),
  }
}

export async function vouchersOf(uploadId: number): Promise<Voucher[]> {
  const { rows } = await db.rawQuery(
    `SELECT to_char(datum, 'YYYY-MM-DD') AS datum, cislo, castka::float AS castka,
            pojistovna, lekar, stav
       FROM vouchers WHERE upload_id = ? ORDER BY row_no`,
    [uploadId]
  )
  return rows
}
