import { ApiError, messageOf } from '../../lib/api-client'
import type { BranchRef } from '../../lib/branch-ref'

export const vouchersKey = (branch: BranchRef) =>
  ['vouchers', branch.firma, branch.pharmacyCode] as const

export const NO_FILE = 'Vyber soubor s poukázkami.'

export const reportFileName = (branch: BranchRef) => `poukazky_${branch.pharmacyCode}.pdf`

/** The server's message, `Chyba sítě.` when it could not be reached, else the generic text. */
export function voucherUploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Chyba sítě.'
  return messageOf(error, 'Chyba při nahrávání.')
}
