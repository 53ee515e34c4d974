import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import {
  branchPool,
  poolStats,
  refusedList,
  removedSinceLastUpload,
} from '#pool/queries/pool_lists'
import { reopenItem } from '#pool/services/reopen_item'
import { cancelBlock } from '#pool/services/cancel_block'
import { reopenValidator } from '#pool/validators/pool_validators'
import { paging } from '#pool/queries/pool_item_view'
import { requireBranch } from '#core/require_branch'
import { isDbId } from '#core/db_id'

export default class PoolController {
  /** All of the branch's items, or one page with `?page=&limit=` (total in X-Total-Count). */
  async index({ branch, request, response }: HttpContext) {
    const { items, total } = await branchPool(branch!, paging(request.qs()))
    response.header('x-total-count', String(total))
    return items
  }

  /** Pool statistics exist for firma LEMON only (doc 2 §6). */
  async stats() {
    return poolStats(domain.POOL_STATS_FIRMA)
  }

  async removed({ branch }: HttpContext) {
    return { diff: { removed: await removedSinceLastUpload(branch!) } }
  }

  async reopen({ request, branch, auth }: HttpContext) {
    const body = await request.validateUsing(reopenValidator)
    await reopenItem(
      { ...requireBranch(branch), by: auth.getUserOrFail().username },
      { nazev: body['Název'], sarze: body['Šarže'], exspirace: body.Exspirace }
    )
    return { ok: true }
  }

  async refused({ branch }: HttpContext) {
    return refusedList(branch!)
  }

  async cancelBlock({ branch, params, response }: HttpContext) {
    if (!isDbId(params.poolItemId)) throw DomainError.notFound('Blokace nenalezena.')
    await cancelBlock(branch!, Number(params.poolItemId))
    return response.noContent()
  }
}
