import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListPage } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { reloadTransferScreens, transferListKey, type TransferList } from '../transfer'

/** What every transfer action answers. */
export interface ActionResult {
  ok: true
  items: PoolItem[]
}

interface ListActionOptions<TInput> {
  list: TransferList
  branch: BranchRef
  mutationFn: (input: TInput) => Promise<ActionResult>
  /** The items the action moves out of the list. */
  idsOf: (input: TInput) => string[]
}

/**
 * An action on items of a transfer list: the items leave every cached page of the list at
 * once, a failure puts them back and is only logged (spec §8), and the settled call starts
 * reloading every transfer list.
 */
export function useListAction<TInput>({
  list,
  branch,
  mutationFn,
  idsOf,
}: ListActionOptions<TInput>) {
  const queryClient = useQueryClient()
  const key = transferListKey(list, branch)
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueriesData<ListPage<PoolItem>>({ queryKey: key })
      const ids = new Set(idsOf(input))
      queryClient.setQueriesData<ListPage<PoolItem>>({ queryKey: key }, (page) => {
        if (!page || !Array.isArray(page.rows)) return page
        const rows = page.rows.filter((item) => !ids.has(itemIdOf(item)))
        return { ...page, rows, total: page.total - (page.rows.length - rows.length) }
      })
      return { previous }
    },
    onError: (error, _input, snapshot) => {
      console.error(`Transfer action on ${list} failed`, error)
      for (const [cached, data] of snapshot?.previous ?? []) queryClient.setQueryData(cached, data)
    },
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
