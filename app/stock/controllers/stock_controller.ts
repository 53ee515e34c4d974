import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { sendListXlsx } from '#core/list_export'
import { listAnswer } from '#core/list_response'
import { streamList } from '#core/list_sql'
import { requireBranch } from '#core/require_branch'
import { stockItemView, stockList, stockListQuery, type ListName } from '#stock/queries/stock_lists'
import {
  branchInventory,
  inventoryContract,
  inventoryQuery,
  inventorySummary,
  inventoryView,
} from '#stock/queries/branch_inventory'
import { branchLots, lotsContract, lotsQuery, lotsToday, lotView } from '#stock/queries/branch_lots'
import { currentBatch } from '#stock/queries/current_batch'
import { stockLists } from '#contracts/lists/stock_lists'
import { inventoryExport, lotsExport, stockExports } from '#stock/queries/stock_exports'

/* Both lists answer `{ lastBatch, lezaky | ohrozenci }` (doc 2 §7), a page of them on request. */
const KEYS = { lezak: 'lezaky', ohrozeny: 'ohrozenci' } as const

export default class StockController {
  async lezaky(ctx: HttpContext) {
    return this.list(ctx, 'lezak')
  }

  async ohrozenci(ctx: HttpContext) {
    return this.list(ctx, 'ohrozeny')
  }

  /** The caller's branch; an admin names one with `?pharmacyCode=`. */
  async inventory(ctx: HttpContext) {
    const { branch, request, response } = ctx
    const own = requireBranch(branch)
    const params = parseListParams(request.qs(), inventoryContract)
    if (wantsXlsx(request.qs())) {
      const current = await currentBatch(own)
      const rows = current
        ? streamList(inventoryQuery(current.batchId, { ...params, page: null }), inventoryView)
        : emptyRows()
      return sendListXlsx(ctx, inventoryExport, rows)
    }
    return listAnswer(response, await branchInventory(own, params))
  }

  /** The branch stock lot by lot, with šarže and expiry; an admin names the branch as above. */
  async lots(ctx: HttpContext) {
    const { branch, request, response } = ctx
    const own = requireBranch(branch)
    const params = parseListParams(request.qs(), lotsContract)
    if (wantsXlsx(request.qs())) {
      const current = await currentBatch(own)
      const rows = current
        ? streamList(
            lotsQuery(current.batchId, { ...params, page: null }),
            lotView(await lotsToday())
          )
        : emptyRows()
      return sendListXlsx(ctx, lotsExport, rows)
    }
    return listAnswer(response, await branchLots(own, params))
  }

  /** The summary chips of the branch stock for the same search and filter. */
  async inventorySummary({ branch, request }: HttpContext) {
    const params = parseListParams(request.qs(), inventoryContract)
    return inventorySummary(requireBranch(branch), params)
  }

  private async list(ctx: HttpContext, list: ListName) {
    const branch = requireBranch(ctx.branch)
    const { request, response } = ctx
    const params = parseListParams(request.qs(), stockLists[list])
    if (wantsXlsx(request.qs())) {
      const current = await currentBatch(branch)
      /* Days left counted from PostgreSQL's day, as the page counts them (issue #34). */
      const today = dayIn(await dbNow(), domain.TIME_ZONE)
      const rows = current
        ? streamList(
            stockListQuery(branch, current.batchId, list, { ...params, page: null }),
            stockItemView(list, today)
          )
        : emptyRows()
      return sendListXlsx(ctx, stockExports[list], rows)
    }
    const { lastBatch, items, total } = await stockList(branch, list, params)
    response.header('X-Total-Count', String(total))
    return { lastBatch, [KEYS[list]]: items }
  }
}

async function* emptyRows(): AsyncGenerator<never> {}
