import type { HttpContext } from '@adonisjs/core/http'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { listAnswer, listJsonAnswer } from '#core/list_response'
import { sendListXlsx } from '#core/list_export'
import { streamList } from '#core/list_sql'
import { dbNow } from '#core/clock'
import { poolItemView } from '#pool/queries/pool_item_view'
import { applyMemoryList, sendMemoryXlsx } from '#core/list_memory'
import {
  preparedByTarget,
  preparedList,
  transferItemExports,
  transferList,
  transferListJsonPage,
  transferListQuery,
  transferListValue,
} from '#transfers/queries/transfer_lists'
import { prevodkaList, prevodkaListQuery, prevodkaView } from '#transfers/queries/prevodky'
import { prevodkaExports } from '#transfers/queries/prevodka_export'
import { requireBranch } from '#core/require_branch'
import {
  prevodkaLists,
  transferItemLists,
  type PrevodkaList,
  type TransferItemList,
} from '#contracts/lists/transfers'

/*
| The branch's transfer lists under the list contract (issue #16): a page, sorted, searched
| and filtered on the server with the total in X-Total-Count, or the whole filtered list as
| an Excel workbook with `?format=xlsx`; each list as contracts/lists/transfers.ts declares it.
*/

export default class TransferListsController {
  async incoming(ctx: HttpContext) {
    return this.itemList(ctx, 'incoming')
  }

  async outgoing(ctx: HttpContext) {
    return this.itemList(ctx, 'outgoing')
  }

  async confirmed(ctx: HttpContext) {
    return this.itemList(ctx, 'confirmed')
  }

  /**
   * The packages by target branch. A page of them carries counts only (a package's lines
   * would make the page megabytes); the whole list, or one package (`?target=`), carries
   * its lines as the spec's call table says.
   */
  async prepared(ctx: HttpContext) {
    const packages = await preparedByTarget(requireBranch(ctx.branch))
    if (wantsXlsx(ctx.request.qs())) return sendMemoryXlsx(ctx, packages, preparedList)
    const { rows, total } = applyMemoryList(packages, preparedList, ctx.request.qs())
    const paged = parseListParams(ctx.request.qs(), preparedList.contract).page !== null
    return listAnswer(ctx.response, {
      items: paged ? rows.map(({ items: _lines, ...pkg }) => pkg) : rows,
      total,
    })
  }

  async received(ctx: HttpContext) {
    return this.prevodkaList(ctx, 'received')
  }

  async shipped(ctx: HttpContext) {
    return this.prevodkaList(ctx, 'shipped')
  }

  async archive(ctx: HttpContext) {
    return this.prevodkaList(ctx, 'archive')
  }

  /** A list of items (the list contract), or all of them as an Excel workbook. */
  private async itemList(ctx: HttpContext, list: TransferItemList) {
    const branch = requireBranch(ctx.branch)
    const { request, response } = ctx
    const params = parseListParams(request.qs(), transferItemLists[list])
    if (wantsXlsx(request.qs())) {
      const query = transferListQuery(list, branch, { ...params, page: null })
      return sendListXlsx(
        ctx,
        transferItemExports[list],
        streamList(query, (r) => poolItemView(r))
      )
    }
    /* `totals=value`: what the filter's items are worth, for a bulk action's button. */
    if (request.qs().totals === 'value') {
      const value = await transferListValue(list, branch, params)
      response.header('X-Total-Value', value.toFixed(2))
    }
    if (params.page) {
      const page = await transferListJsonPage(list, branch, {
        ...params,
        page: params.page,
      })
      return listJsonAnswer(response, page)
    }
    return listAnswer(response, await transferList(list, branch, params))
  }

  private async prevodkaList(ctx: HttpContext, list: PrevodkaList) {
    const branch = requireBranch(ctx.branch)
    const { request, response } = ctx
    const params = parseListParams(request.qs(), prevodkaLists[list])
    if (wantsXlsx(request.qs())) {
      const query = prevodkaListQuery(list, branch, { ...params, page: null })
      /* Days in transit to PostgreSQL's time, as the page shows them (issue #34). */
      const now = await dbNow()
      const rows = streamList(query, (r) => prevodkaView(r, now))
      return sendListXlsx(ctx, prevodkaExports[list], rows)
    }
    return listAnswer(response, await prevodkaList(list, branch, params))
  }
}
