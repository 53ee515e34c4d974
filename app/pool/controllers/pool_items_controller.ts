import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { adminPoolItems, poolItemsByIds } from '#pool/queries/pool_lists'
import { deletePoolItem, editPoolItem } from '#pool/services/admin_pool_items'
import { editPoolItemMessages, editPoolItemValidator } from '#pool/validators/pool_validators'
import { isDbId } from '#core/db_id'

function itemId(value: string) {
  if (!isDbId(value)) throw DomainError.notFound('Položka nenalezena.')
  return Number(value)
}

export default class PoolItemsController {
  async index({ request }: HttpContext) {
    const q = request.qs().q
    return adminPoolItems(typeof q === 'string' && q.trim() ? q.trim() : undefined)
  }

  /** "Aktualizovat z DB": the same list, read again; an optional `filter.q` narrows it. */
  async refresh({ request }: HttpContext) {
    const q = request.input('filter')?.q
    return adminPoolItems(typeof q === 'string' && q.trim() ? q.trim() : undefined)
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
