import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { sendListXlsx } from '#core/list_export'
import { listAnswer } from '#core/list_response'
import { streamList } from '#core/list_sql'
import { adminPoolItems, adminPoolItemsQuery, poolItemsByIds } from '#pool/queries/pool_lists'
import { adminPoolItemsExport } from '#pool/queries/pool_item_export'
import { poolItemView } from '#pool/queries/pool_item_view'
import { deletePoolItem, editPoolItem } from '#pool/services/admin_pool_items'
import { editPoolItemMessages, editPoolItemValidator } from '#pool/validators/pool_validators'
import { isDbId } from '#core/db_id'
import { adminPoolItemsList } from '#contracts/lists/pool_items'

function itemId(value: string) {
  if (!isDbId(value)) throw DomainError.notFound('Položka nenalezena.')
  return Number(value)
}

export default class PoolItemsController {
  /** The firma's pool items under the list contract (`?firma=`, else the admin's own). */
  async index(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const qs = request.qs()
    const params = parseListParams(qs, adminPoolItemsList)
    const firma = normalizeFirma(qs.firma) ?? auth.getUserOrFail().firma ?? domain.DEFAULT_FIRMA
    if (wantsXlsx(qs)) {
      const rows = streamList(adminPoolItemsQuery(firma, { ...params, page: null }), (r) =>
        poolItemView(r)
      )
      return sendListXlsx(ctx, adminPoolItemsExport, rows)
    }
    return listAnswer(response, await adminPoolItems(firma, params))
  }

  /** "Aktualizovat z DB": the same list, read again; `filter` holds its query parameters. */
  async refresh({ request, response, auth }: HttpContext) {
    const filter = request.input('filter')
    const qs = filter && typeof filter === 'object' && !Array.isArray(filter) ? filter : {}
    const params = parseListParams(qs, adminPoolItemsList)
    const firma = normalizeFirma(qs.firma) ?? auth.getUserOrFail().firma ?? domain.DEFAULT_FIRMA
    return listAnswer(response, await adminPoolItems(firma, params))
  }

  async update({ params, request, auth }: HttpContext) {
    const id = itemId(params.id)
    const input = await request.validateUsing(editPoolItemValidator, {
      messagesProvider: editPoolItemMessages,
    })
    await editPoolItem(id, input, auth.getUserOrFail().username)
    const [item] = await poolItemsByIds([id])
    return item
  }

  async destroy({ params, response }: HttpContext) {
    await deletePoolItem(itemId(params.id))
    return response.noContent()
  }
}
