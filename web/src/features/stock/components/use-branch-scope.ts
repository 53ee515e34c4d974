import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useCurrentUser } from '../../../lib/current-user'
import { roleOf } from '../../../lib/user'
import { useBranches } from '../../../lib/branches'
import { BRANCH_PARAM, branchScopeOf } from '../branch-scope'

/**
 * The branch a branch screen acts for: a user's own branch, or for an admin the branch
 * picked in the `?pharmacyCode=` query, so the choice survives a reload and can be linked.
 */
export function useBranchScope() {
  const user = useCurrentUser()
  const isAdmin = roleOf(user) === 'admin'
  const [params, setParams] = useSearchParams()
  const branches = useBranches(isAdmin)

  const select = useCallback(
    (code: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (code) next.set(BRANCH_PARAM, code)
          else next.delete(BRANCH_PARAM)
          return next
        },
        { replace: true }
      ),
    [setParams]
  )

  const { scope, selectedCode } = branchScopeOf(user, params, branches.data)
  return { isAdmin, scope, selectedCode, select, branches }
}
