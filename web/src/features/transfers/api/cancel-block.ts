import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ListPage } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { refusedKey, type RefusedItem } from './get-refused'

/**
 * Lifts the branch's block of a refused pool item. A refusal whose pool item is gone has no
 * id to name: the server answers that as a block it does not know (404).
 */
export function cancelBlock(branch: BranchRef, poolItemId: string | null) {
  return api.delete(`${branchPath('/refused', branch)}/${encodeURIComponent(String(poolItemId))}`)
}

/** The row leaves the list at once; a failure puts it back. */
export function useCancelBlock(branch: BranchRef) {
  const queryClient = useQueryClient()
  const key = refusedKey(branch)
  return useMutation({
    mutationFn: (poolItemId: string | null) => cancelBlock(branch, poolItemId),
    onMutate: async (poolItemId) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueriesData<ListPage<RefusedItem>>({ queryKey: key })
      queryClient.setQueriesData<ListPage<RefusedItem>>({ queryKey: key }, (page) => {
        if (!page || !Array.isArray(page.rows)) return page
        const rows = page.rows.filter((row) => row.poolItemId !== poolItemId)
        return { ...page, rows, total: page.total - (page.rows.length - rows.length) }
      })
      return { previous }
    },
    onError: (error, _id, snapshot) => {
      console.error('Cancel block failed', error)
      for (const [cached, data] of snapshot?.previous ?? []) queryClient.setQueryData(cached, data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
