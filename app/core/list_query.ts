import type { Dir, ListParams } from '#core/list_contract'

/*
| The pure pieces of the list contract's SQL: the conditions a list's filters add and the
| ORDER BY a `sort`/`dir` asks for (values always bound, never written into the text), and
| the same contract applied to a small list in memory.
*/

/** Conditions joined by AND, with their bound values in order. */
export class Conditions {
  readonly parts: string[] = []
  readonly args: unknown[] = []

  add(sql: string, ...args: unknown[]) {
    this.parts.push(sql)
    this.args.push(...args)
    return this
  }

  get sql() {
    return this.parts.length ? this.parts.map((p) => `(${p})`).join(' AND ') : 'true'
  }
}

/** A sortable field: its SQL expression, and where rows without a value go. */
export type SortSql = string | { sql: string; nullsLast: true }

/**
 * ORDER BY for a list: the asked field in the asked direction, then `tieBreak` (unique
 * columns, in the same direction so one index can serve both), or the list's own order.
 */
export function orderBy(
  params: Pick<ListParams, 'sort' | 'dir'>,
  sorts: Record<string, SortSql>,
  defaultOrder: string,
  tieBreak: string[]
) {
  if (!params.sort) return defaultOrder
  const field = sorts[params.sort]
  const dir = params.dir === 'desc' ? 'DESC' : 'ASC'
  const expression = typeof field === 'string' ? field : field.sql
  const nulls = typeof field === 'string' ? '' : ' NULLS LAST'
  return [`${expression} ${dir}${nulls}`, ...tieBreak.map((c) => `${c} ${dir}`)].join(', ')
}

/** The direction keyword of a list's own order. */
export const sqlDir = (dir: Dir) => (dir === 'desc' ? 'DESC' : 'ASC')

/** A list already in memory (a few dozen rows): the same contract applied in code. */
export function pageInMemory<T>(
  rows: T[],
  params: ListParams,
  options: {
    sorts: Record<string, (row: T) => string | number | null | undefined>
    /** The texts `q` searches in, folded by the caller's matcher. */
    matches?: (row: T, q: string) => boolean
    filter?: (row: T) => boolean
  }
) {
  let result = rows
  if (options.filter) result = result.filter(options.filter)
  if (params.q && options.matches) result = result.filter((r) => options.matches!(r, params.q!))
  if (params.sort) {
    const key = options.sorts[params.sort]
    const sign = params.dir === 'desc' ? -1 : 1
    result = result
      .map((row, index) => ({ row, index, value: key(row) }))
      .sort((a, b) => compareValues(a.value, b.value, sign) || a.index - b.index)
      .map((e) => e.row)
  }
  const total = result.length
  if (params.page) result = result.slice(params.page.offset, params.page.offset + params.page.limit)
  return { rows: result, total }
}

const collator = new Intl.Collator('cs', { numeric: true })

/** Czech order for text (numbers inside by value), numbers by value; a missing value last. */
function compareValues(a: unknown, b: unknown, sign: number) {
  const missingA = a === null || a === undefined || a === ''
  const missingB = b === null || b === undefined || b === ''
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b)
  return sign * collator.compare(String(a), String(b))
}
