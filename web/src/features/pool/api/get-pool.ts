import { domain } from '../../../../../config/domain'
import type { ListState } from '../../../components/server-list/list-state'
import type { PathListRequest } from '../../../components/server-list/path-list'
import { usePathList } from '../../../components/server-list/use-path-list'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import type { PoolItem } from '../../../lib/pool-item'
import { poolKey } from '../pool-keys'

/** How the pool screen reads its list state from the address. */
export const poolListOptions = { defaultLimit: domain.POOL_PAGE_SIZE }

/** The branch's pool list; a reload asks for it before the screen is there (prefetch-list.ts). */
export const poolListRequest = (branch: BranchRef): PathListRequest<PoolItem> => ({
  key: [...poolKey, 'branch', branch.firma, branch.pharmacyCode],
  path: branchPath('/pool', branch),
})

/** One page of the branch's own pool items in every stav, as the server sorts and searches. */
export function usePool(branch: BranchRef, state: ListState, enabled = true) {
  return usePathList({ ...poolListRequest(branch), state, enabled })
}
