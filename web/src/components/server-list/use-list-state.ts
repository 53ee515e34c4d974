import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  readListState,
  resolveListOptions,
  writeListState,
  type Dir,
  type ListOptions,
  type ListState,
} from './list-state'

export type ListController = ReturnType<typeof useListState>

/**
 * A server-paged list's state in the URL query. A new search, sort, size or filter starts
 * again on page 1; a new page, sort, size or filter is a history entry (back returns to it),
 * the search replaces the entry while the user types.
 */
export function useListState(options: Partial<ListOptions> = {}) {
  const [params, setParams] = useSearchParams()
  const { defaultLimit, pageSizes, prefix } = options
  const filterKey = (options.filters ?? []).join(',')
  const resolved = useMemo<ListOptions>(
    () =>
      resolveListOptions({
        defaultLimit,
        pageSizes,
        filters: filterKey ? filterKey.split(',') : [],
        prefix,
      }),
    [defaultLimit, pageSizes, filterKey, prefix]
  )
  const state = useMemo(() => readListState(params, resolved), [params, resolved])

  /*
  | From the address as it is now, not as this render saw it: a second click on a header
  | before the first one's render (a busy machine) must sort descending, not ascending again.
  */
  const update = useCallback(
    (patch: (current: ListState) => Partial<ListState>, replace = false) =>
      setParams(
        () => {
          const current = new URLSearchParams(window.location.search)
          const before = readListState(current, resolved)
          const change = patch(before)
          const next = { ...before, ...change }
          if (!('page' in change)) next.page = 1
          return writeListState(current, next, resolved)
        },
        { replace }
      ),
    [setParams, resolved]
  )

  return {
    state,
    options: resolved,
    setPage: useCallback((page: number) => update(() => ({ page })), [update]),
    /** For a page past the end of a list that shrank: no history entry. */
    clampPage: useCallback((page: number) => update(() => ({ page }), true), [update]),
    setLimit: useCallback((limit: number) => update(() => ({ limit })), [update]),
    setSort: useCallback(
      (sort: string | null, dir: Dir = 'asc') => update(() => ({ sort, dir })),
      [update]
    ),
    /** A header's click: ascending, or descending when it already sorts ascending. */
    toggleSort: useCallback(
      (sort: string) =>
        update((current) => ({
          sort,
          dir: current.sort === sort && current.dir === 'asc' ? 'desc' : 'asc',
        })),
      [update]
    ),
    setQ: useCallback((q: string) => update(() => ({ q }), true), [update]),
    setFilter: useCallback(
      (name: string, value: string | null) =>
        update((current) => ({ filters: { ...current.filters, [name]: value ?? '' } })),
      [update]
    ),
  }
}
