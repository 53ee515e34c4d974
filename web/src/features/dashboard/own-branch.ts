import { normalizeFirma, normalizePharmacyCode } from '../../../../app/core/branch_code'
import { domain } from '../../../../config/domain'
import { useCurrentUser } from '../../lib/current-user'
import type { BranchRef } from '../../lib/branch-ref'

/**
 * The signed-in user's branch, defaulted as on the other branch screens and on the server:
 * an account without firma belongs to the default company. Null without a branch code.
 */
export function useOwnBranch(): BranchRef | null {
  const user = useCurrentUser()
  const pharmacyCode = normalizePharmacyCode(user.pharmacyCode)
  if (!pharmacyCode) return null
  return { firma: normalizeFirma(user.firma) ?? domain.DEFAULT_FIRMA, pharmacyCode }
}
