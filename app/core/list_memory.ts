import type { HttpContext } from '@adonisjs/core/http'
import { foldText } from '#core/fold_text'
import { parseListParams, wantsXlsx, type ListContract } from '#core/list_contract'
import { sendListXlsx, type ListExport } from '#core/list_export'
import { listAnswer } from '#core/list_response'
import { pageInMemory } from '#core/list_sql'

/*
| The list contract for lists that are small by nature (a firma's branches, the last 50
| failed jobs, a price list's upload history): read whole, then searched, sorted and paged
| in code, answering exactly as the lists the database pages.
*/

export interface MemoryList<T, S extends string = string> {
  contract: ListContract<S>
  /** How each sort key of the contract reads a row (one for every key, checked by the compiler). */
  sorts: Record<S, (row: T) => string | number | null | undefined>
  /** The texts `q` looks in (folded: case and diacritics ignored). */
  texts: (row: T) => (string | number | null | undefined)[]
  /** The list's own filters, by name. */
  filters?: Record<string, (row: T, value: string | boolean) => boolean>
  export: ListExport<T>
}

export function applyMemoryList<T, S extends string>(
  rows: T[],
  def: MemoryList<T, S>,
  qs: Record<string, unknown>
) {
  const params = parseListParams(qs, def.contract)
  const active = Object.entries(params.filters as Record<string, string | boolean>)
  return pageInMemory(rows, params, {
    sorts: def.sorts,
    matches: (row, q) => {
      const needle = foldText(q)
      return def
        .texts(row)
        .some((t) => t !== null && t !== undefined && foldText(String(t)).includes(needle))
    },
    filter: active.length
      ? (row) => active.every(([name, value]) => def.filters?.[name]?.(row, value) ?? true)
      : undefined,
  })
}

/** The whole filtered, sorted list as the list's workbook (`?format=xlsx`). */
export function sendMemoryXlsx<T, S extends string>(
  ctx: HttpContext,
  rows: T[],
  def: MemoryList<T, S>
) {
  const qs = { ...ctx.request.qs(), page: undefined, limit: undefined }
  const whole = applyMemoryList(rows, def, qs)
  async function* all() {
    yield* whole.rows
  }
  return sendListXlsx(ctx, def.export, all())
}

/**
 * Answers a list request over rows already read: the page (X-Total-Count) or, with
 * `?format=xlsx`, the whole filtered list as a workbook.
 */
export function answerMemoryList<T, S extends string>(
  ctx: HttpContext,
  rows: T[],
  def: MemoryList<T, S>
) {
  if (wantsXlsx(ctx.request.qs())) return sendMemoryXlsx(ctx, rows, def)
  const { rows: page, total } = applyMemoryList(rows, def, ctx.request.qs())
  return listAnswer(ctx.response, { items: page, total })
}
