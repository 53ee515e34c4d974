import { readVoucherFile } from '#vouchers/services/read_voucher_file'
import { replaceVouchers } from '#vouchers/services/replace_vouchers'

type Branch = { firma: string; pharmacyCode: string }

/** A branch's voucher export replaces its previous snapshot; a refused file changes nothing. */
export async function uploadVouchers(
  branch: Branch,
  file: { path: string; name: string },
  userId: number | null
) {
  const read = await readVoucherFile(file.path, file.name)
  const { lastBatch } = await replaceVouchers(branch, file.name, read, userId)
  return { count: read.vouchers.length, lastBatch, skipped: read.skipped }
}
