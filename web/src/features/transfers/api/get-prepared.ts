import { useQuery } from '@tanstack/react-query'
import { usePathList } from '../../../components/server-list/use-path-list'
import { api } from '../../../lib/api-client'
import type { ListState } from '../../../components/server-list/list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { transfersKey } from '../transfer'
import type { PreparedPackage } from '../../../../../contracts/lists/transfers'

/** The picked items of the branch for one target branch, one package to send: declared in contracts/lists. */
export type { PreparedPackage }

/** One page of the branch's packages: one row per target branch. */
export function usePrepared(branch: BranchRef, state: ListState) {
  return usePathList<PreparedPackage>({
    key: [...transfersKey, 'prepared', branch.firma, branch.pharmacyCode],
    path: branchPath('/transfers/prepared', branch),
    state,
  })
}

/** One package with its lines, for the View dialog; nothing while no package is open. */
export function usePreparedPackage(branch: BranchRef, targetCode: string | null) {
  return useQuery({
    queryKey: [
      ...transfersKey,
      'prepared',
      branch.firma,
      branch.pharmacyCode,
      'package',
      targetCode,
    ],
    queryFn: async ({ signal }) => {
      const packages = await api.get<PreparedPackage[]>(branchPath('/transfers/prepared', branch), {
        query: { target: targetCode },
        signal,
      })
      return packages[0] ?? null
    },
    enabled: targetCode !== null,
  })
}
