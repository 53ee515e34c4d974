import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import {
  branchPool,
  branchPoolJsonPage,
  branchPoolQuery,
  poolStats,
  refusedExport,
  refusedList,
  refusedQuery,
  refusedView,
  removedSinceLastUpload,
} from '#pool/queries/pool_lists'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { listAnswer, listJsonAnswer } from '#core/list_response'
import { sendListXlsx } from '#core/list_export'
import { streamList } from '#core/list_sql'
import { answerMemoryList } from '#core/list_memory'
import { poolExport } from '#pool/queries/pool_item_export'
import { poolStatsList } from '#pool/queries/pool_stats_list'
import { poolItemView } from '#pool/queries/pool_item_view'
import { reopenItem } from '#pool/services/reopen_item'
import { cancelBlock } from '#pool/services/cancel_block'
import { reopenValidator } from '#pool/validators/pool_validators'
import { requireBranch } from '#core/require_branch'
import { isDbId } from '#core/db_id'
import { branchPoolList } from '#contracts/lists/pool_items'
import { refusedItemsList } from '#contracts/lists/refused'

export default class PoolController {
  /** The branch's items under the list contract, or all of them as an Excel workbook. */
  async index(ctx: HttpContext) {
    const branch = requireBranch(ctx.branch)
    const { request, response } = ctx
    const params = parseListParams(request.qs(), branchPoolList)
    if (wantsXlsx(request.qs())) {
      const query = branchPoolQuery(branch, { ...params, page: null })
      return sendListXlsx(
        ctx,
        poolExport,
        streamList(query, (r) => poolItemView(r))
      )
    }
    if (params.page) {
      const page = await branchPoolJsonPage(branch, { ...params, page: params.page })
      return listJsonAnswer(response, page)
    }
    return listAnswer(response, await branchPool(branch, params))
  }

  /** Pool statistics exist for firma LEMON only (doc 2 §6); a row per branch, under the list contract. */
  async stats(ctx: HttpContext) {
    parseListParams(ctx.request.qs(), poolStatsList.contract)
    return answerMemoryList(ctx, await poolStats(domain.POOL_STATS_FIRMA), poolStatsList)
  }

  async removed({ branch }: HttpContext) {
    return { diff: { removed: await removedSinceLastUpload(requireBranch(branch)) } }
  }

  async reopen({ request, branch, auth }: HttpContext) {
    const body = await request.validateUsing(reopenValidator)
    await reopenItem(
      { ...requireBranch(branch), by: auth.getUserOrFail().username },
      { nazev: body['Název'], sarze: body['Šarže'], exspirace: body.Exspirace }
    )
    return { ok: true }
  }

  async refused(ctx: HttpContext) {
    const branch = requireBranch(ctx.branch)
    const { request, response } = ctx
    const params = parseListParams(request.qs(), refusedItemsList)
    if (wantsXlsx(request.qs())) {
      return sendListXlsx(ctx, refusedExport, streamList(refusedQuery(branch, params), refusedView))
    }
    return listAnswer(response, await refusedList(branch, params))
  }

  async cancelBlock({ branch, params, response }: HttpContext) {
    if (!isDbId(params.poolItemId)) throw DomainError.notFound('Blokace nenalezena.')
    await cancelBlock(requireBranch(branch), Number(params.poolItemId))
    return response.noContent()
  }
}
