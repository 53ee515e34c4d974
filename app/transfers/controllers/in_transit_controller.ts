import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { parseListParams } from '#core/list_contract'
import { inTransitPrevodky } from '#transfers/queries/in_transit'
import { inTransitValidator } from '#transfers/validators/transfer_validators'
import { inTransitList } from '#contracts/lists/transfers'

export default class InTransitController {
  /** Převodky of a firma on the way, oldest first; the list contract (X-Total-Count). */
  async index({ request, response, auth }: HttpContext) {
    const query = await inTransitValidator.validate(request.qs())
    const params = parseListParams(request.qs(), inTransitList)
    const firma = normalizeFirma(query.firma) ?? auth.getUserOrFail().firma ?? domain.DEFAULT_FIRMA
    const { items, total } = await inTransitPrevodky(firma, params)
    response.header('x-total-count', String(total))
    return items
  }
}
