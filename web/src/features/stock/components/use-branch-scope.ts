import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { normalizeFirma, normalizePharmacyCode } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { useCurrentUser } from '../../../lib/current-user'
import { roleOf } from '../../../lib/user'
import { useBranches } from '../api/list-branches'
import type { BranchRef } from '../stock-item'

export type BranchScope =
  /** `picked`: an admin chose the branch, so calls must name it. */
  | { status: 'ready'; branch: BranchRef; picked: boolean }
  | { status: 'missing-code' }
  | { status: 'choose' }

const PARAM = 'pharmacyCode'

/**
 * The branch a branch screen acts for: a user's own branch, or for an admin the branch
 * picked in the `?pharmacyCode=` query, so the choice survives a reload and can be linked.
 */
export function useBranchScope() {
  const user = useCurrentUser()
  const isAdmin = roleOf(user) === 'admin'
  const [params, setParams] = useSearchParams()
  const branches = useBranches(isAdmin)
  const ownCode = normalizePharmacyCode(user.pharmacyCode)
  const ownFirma = normalizeFirma(user.firma) ?? domain.DEFAULT_FIRMA
  const selectedCode = isAdmin ? (normalizePharmacyCode(params.get(PARAM)) ?? ownCode) : ownCode

  const select = useCallback(
    (code: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (code) next.set(PARAM, code)
          else next.delete(PARAM)
          return next
        },
        { replace: true }
      ),
    [setParams]
  )

  let scope: BranchScope
  if (!selectedCode) {
    scope = isAdmin ? { status: 'choose' } : { status: 'missing-code' }
  } else {
    const firma = branches.data?.find((b) => b.code === selectedCode)?.firma ?? ownFirma
    scope = { status: 'ready', branch: { firma, pharmacyCode: selectedCode }, picked: isAdmin }
  }
  return { isAdmin, scope, selectedCode, select, branches }
}
