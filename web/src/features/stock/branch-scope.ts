import { normalizeFirma, normalizePharmacyCode } from '../../../../app/core/branch_code'
import { domain } from '../../../../config/domain'
import { roleOf, type User } from '../../lib/user'
import type { BranchRef } from './stock-item'

export type BranchScope =
  /** `picked`: an admin chose the branch, so calls must name it. */
  | { status: 'ready'; branch: BranchRef; picked: boolean }
  | { status: 'missing-code' }
  | { status: 'choose' }

/** The `?pharmacyCode=` an admin picks a branch with. */
export const BRANCH_PARAM = 'pharmacyCode'

/**
 * The branch a branch screen acts for: a user's own branch, or for an admin the branch
 * picked in the address, its firma from the firma's branches once they are known.
 */
export function branchScopeOf(
  user: User,
  params: URLSearchParams,
  branches?: { code: string; firma: string }[]
): { scope: BranchScope; selectedCode: string | null } {
  const isAdmin = roleOf(user) === 'admin'
  const ownCode = normalizePharmacyCode(user.pharmacyCode)
  const ownFirma = normalizeFirma(user.firma) ?? domain.DEFAULT_FIRMA
  const selectedCode = isAdmin
    ? (normalizePharmacyCode(params.get(BRANCH_PARAM)) ?? ownCode)
    : ownCode
  if (!selectedCode) {
    return { scope: isAdmin ? { status: 'choose' } : { status: 'missing-code' }, selectedCode }
  }
  const firma = branches?.find((b) => b.code === selectedCode)?.firma ?? ownFirma
  const branch = { firma, pharmacyCode: selectedCode }
  return { scope: { status: 'ready', branch, picked: isAdmin }, selectedCode }
}
