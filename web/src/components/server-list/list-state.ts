import { domain } from '../../../../config/domain'
import type { ListQueryParams } from '../../lib/api-client'

/*
| The state of a server-paged list as it lives in the URL query (issue #16): page, page
| size, sort, direction, search and the list's own filters, so a reload, back/forward and
| a shared link show the same rows. Defaults are left out of the URL.
*/

export type Dir = 'asc' | 'desc'

export interface ListState {
  page: number
  limit: number
  sort: string | null
  dir: Dir
  q: string
  filters: Record<string, string>
}

export interface ListOptions {
  /** The page size without `limit` in the URL (the spec's, else 50). */
  defaultLimit: number
  /** The sizes the screen offers. */
  pageSizes: readonly number[]
  /** The list's own filters, by their API names. */
  filters?: readonly string[]
  /** A prefix of the URL names, for a second list on one screen. */
  prefix?: string
}

/** A screen's options with the house defaults for what it leaves out. */
export function resolveListOptions(options: Partial<ListOptions>): ListOptions {
  return {
    defaultLimit: options.defaultLimit ?? domain.LIST_DEFAULT_LIMIT,
    pageSizes: options.pageSizes ?? domain.LIST_PAGE_SIZES,
    filters: options.filters ?? [],
    prefix: options.prefix,
  }
}

const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : null
}

export function readListState(params: URLSearchParams, options: ListOptions): ListState {
  const name = (key: string) => `${options.prefix ?? ''}${key}`
  const limit = positive(params.get(name('limit')))
  const dir = params.get(name('dir'))
  const filters: Record<string, string> = {}
  for (const filter of options.filters ?? []) {
    const value = params.get(name(filter))
    if (value) filters[filter] = value
  }
  return {
    page: positive(params.get(name('page'))) ?? 1,
    limit: limit && options.pageSizes.includes(limit) ? limit : options.defaultLimit,
    sort: params.get(name('sort')) || null,
    dir: dir === 'desc' ? 'desc' : 'asc',
    q: params.get(name('q')) ?? '',
    filters,
  }
}

/** Writes `state` into `params`, leaving out what is the default. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListOptions
): URLSearchParams {
  const next = new URLSearchParams(params)
  const name = (key: string) => `${options.prefix ?? ''}${key}`
  const set = (key: string, value: string | null) =>
    value ? next.set(name(key), value) : next.delete(name(key))
  set('page', state.page > 1 ? String(state.page) : null)
  set('limit', state.limit !== options.defaultLimit ? String(state.limit) : null)
  set('sort', state.sort)
  set('dir', state.sort && state.dir === 'desc' ? 'desc' : null)
  set('q', state.q.trim() || null)
  for (const filter of options.filters ?? []) set(filter, state.filters[filter] || null)
  return next
}

/** The list's query parameters for the API (list contract names). */
export function listQuery(state: ListState): ListQueryParams {
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort ?? undefined,
    dir: state.sort ? state.dir : undefined,
    q: state.q.trim() || undefined,
    ...state.filters,
  }
}

/** The filter of a bulk action by filter: the list's `q` and filters, without paging. */
export function listFilter(state: ListState) {
  return { q: state.q.trim() || undefined, ...state.filters }
}
