import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { dbNow } from '#core/clock'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { sendListXlsx } from '#core/list_export'
import { inTransitPrevodky, streamInTransit } from '#transfers/queries/in_transit'
import { inTransitExport } from '#transfers/queries/prevodka_export'
import { inTransitValidator } from '#transfers/validators/transfer_validators'
import { inTransitList } from '#contracts/lists/transfers'

export default class InTransitController {
  /**
   * Převodky of a firma on the way, oldest first; the list contract (X-Total-Count), or with
   * `?format=xlsx` all of them as the list's workbook.
   */
  async index(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const query = await inTransitValidator.validate(request.qs())
    const params = parseListParams(request.qs(), inTransitList)
    const firma = normalizeFirma(query.firma) ?? auth.getUserOrFail().firma ?? domain.DEFAULT_FIRMA
    if (wantsXlsx(request.qs()))
      return sendListXlsx(ctx, inTransitExport, streamInTransit(firma, params, await dbNow()))
    const { items, total } = await inTransitPrevodky(firma, params)
    response.header('x-total-count', String(total))
    return items
  }
}
