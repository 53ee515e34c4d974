import type { HttpContext } from '@adonisjs/core/http'
import { parseListParams, wantsXlsx, type ListParams } from '#core/list_contract'
import { sendListXlsx, type ListExport } from '#core/list_export'
import { listAnswer } from '#core/list_response'
import { fetchList, streamList, type ListQuery } from '#core/list_sql'
import type { ListDef } from '#contracts/lists/list'

/*
| A list that a domain's routes.ts answers itself, without a controller method (issue #37):
| the domain's query module declares the list's contract (contracts/lists), its SQL for a
| request and its workbook; the route names that declaration. The request's parameters are
| parsed by the contract (a bad one is 422 in Czech), a page is answered with X-Total-Count
| and X-Loaded-At, and `?format=xlsx` with the whole list as filtered and sorted, as the
| contract's workbook: exactly what the controllers of the SQL lists answer by hand.
*/

export interface SqlList<Row, S extends string = string, F extends string = string> {
  /** The list's contract: sorts, filters, headers and workbook (contracts/lists/<list>.ts). */
  list: ListDef<S, F>
  /**
   * The list's SQL for the request's parameters (`params.page` null: every row, for the
   * workbook). For whom it is read comes from the request: `ctx.branch` on a branch route.
   */
  query: (params: ListParams<S, F>, ctx: HttpContext) => ListQuery | Promise<ListQuery>
  /** A row of the query as the API answers it. */
  view: (row: any) => Row
  /** The workbook: `excelExport(list, { key: (row) => value })`. */
  export: ListExport<Row>
}

/** Declares a list a route answers, keeping its row, sort and filter types. */
export function sqlList<Row, S extends string, F extends string = never>(def: SqlList<Row, S, F>) {
  return def
}

/**
 * Answers a list request: the page asked for (or the whole list without `page` and
 * `limit`), or with `?format=xlsx` the workbook of every row. The rows of the workbook are
 * read only once the download has its slot (sendListXlsx).
 */
export async function answerSqlList<Row, S extends string, F extends string>(
  ctx: HttpContext,
  def: SqlList<Row, S, F>
) {
  const qs = ctx.request.qs()
  const params = parseListParams(qs, def.list)
  if (wantsXlsx(qs)) {
    async function* rows() {
      yield* streamList(await def.query({ ...params, page: null }, ctx), def.view)
    }
    return sendListXlsx(ctx, def.export, rows())
  }
  return listAnswer(ctx.response, await fetchList(await def.query(params, ctx), def.view))
}

/**
 * The handler of a route that answers a list: `router.get(path, answersList(() =>
 * import('#<domain>/queries/<list>').then((m) => m.<list>)))`. The query module is loaded
 * on the route's first request, as a controller is. The handler is a controller, not a
 * closure, so a read cut by a database switchover runs again
 * (#core/middleware/retry_cut_requests_middleware skips closures).
 */
export function answersList(load: () => Promise<SqlList<any, any, any>>) {
  class ListRoute {
    async answer(ctx: HttpContext) {
      return answerSqlList(ctx, await load())
    }
  }
  return [ListRoute, 'answer'] as [typeof ListRoute, 'answer']
}
