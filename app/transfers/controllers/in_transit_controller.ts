import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { paging } from '#pool/queries/pool_item_view'
import { inTransitPrevodky } from '#transfers/queries/in_transit'
import { inTransitValidator } from '#transfers/validators/transfer_validators'

export default class InTransitController {
  /** Převodky of a firma on the way, oldest first; one page with `?page=&limit=` (X-Total-Count). */
  async index({ request, response, auth }: HttpContext) {
    const query = await inTransitValidator.validate(request.qs())
    const firma = normalizeFirma(query.firma) ?? auth.getUserOrFail().firma ?? domain.DEFAULT_FIRMA
    const { items, total } = await inTransitPrevodky(firma, {
      longOnly: query.longOnly ?? false,
      page: paging(query),
    })
    response.header('x-total-count', String(total))
    return items
  }
}
