import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { searchProducts, type ProductScope } from '#explorer/queries/product_search'
import {
  FIRMA_MIN_CHARS,
  firmaQueryTooShort,
  productSearchMessages,
  productSearchValidator,
} from '#explorer/validators/product_search_validator'

export default class ProductSearchController {
  /**
   * `?q=` in the caller's branch (the access middleware sets it; a user's is their own);
   * an admin names one with `?pharmacyCode=`, or searches the whole firma without it.
   */
  async index({ request, branch, auth }: HttpContext) {
    const { q } = await productSearchValidator.validate(request.qs(), {
      messagesProvider: productSearchMessages,
    })
    const user = auth.getUserOrFail()
    const scope: ProductScope = branch
      ? { kind: 'branch', ...branch }
      : {
          kind: 'firma',
          firma: normalizeFirma(request.qs().firma) ?? user.firma ?? domain.DEFAULT_FIRMA,
        }
    if (scope.kind === 'firma' && q.length < FIRMA_MIN_CHARS) throw firmaQueryTooShort()
    return searchProducts(scope, q)
  }
}
