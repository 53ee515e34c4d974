import type { HttpContext } from '@adonisjs/core/http'
import { normalizeFirma } from '#core/branch_code'
import { branchLedger, firmaLedger } from '#ledger/queries/ledger'
import { assertMayViewFirmaLedger } from '#ledger/policies/ledger_policy'

export default class LedgerController {
  /** With `pharmacyCode` the branch view; without it the firma's view, for admins only (API.md). */
  async index({ request, branch, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    if (request.qs().pharmacyCode) {
      return { relations: await branchLedger(branch!.firma, branch!.pharmacyCode) }
    }
    assertMayViewFirmaLedger(user)
    const firma = normalizeFirma(request.qs().firma) ?? user.firma ?? ''
    return { result: await firmaLedger(firma) }
  }
}
