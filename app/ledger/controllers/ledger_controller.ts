import type { HttpContext } from '@adonisjs/core/http'
import { normalizeFirma } from '#core/branch_code'
import { wantsXlsx } from '#core/list_contract'
import { applyMemoryList, sendMemoryXlsx } from '#core/list_memory'
import { branchLedger, firmaLedger } from '#ledger/queries/ledger'
import { branchLedgerList, firmaLedgerList } from '#ledger/queries/ledger_lists'
import { assertMayViewFirmaLedger } from '#ledger/policies/ledger_policy'
import { requireBranch } from '#core/require_branch'

export default class LedgerController {
  /**
   * With `pharmacyCode` the branch view; without it the firma's view, for admins only
   * (API.md). Both under the list contract (X-Total-Count), in the spec's shapes.
   */
  async index(ctx: HttpContext) {
    const { request, branch, auth, response } = ctx
    const user = auth.getUserOrFail()
    if (request.qs().pharmacyCode) {
      const { firma, pharmacyCode } = requireBranch(branch)
      const relations = await branchLedger(firma, pharmacyCode)
      if (wantsXlsx(request.qs())) return sendMemoryXlsx(ctx, relations, branchLedgerList)
      const { rows, total } = applyMemoryList(relations, branchLedgerList, request.qs())
      response.header('X-Total-Count', String(total))
      return { relations: rows }
    }
    assertMayViewFirmaLedger(user)
    const firma = normalizeFirma(request.qs().firma) ?? user.firma ?? ''
    const result = await firmaLedger(firma)
    if (wantsXlsx(request.qs())) return sendMemoryXlsx(ctx, result, firmaLedgerList)
    const { rows, total } = applyMemoryList(result, firmaLedgerList, request.qs())
    response.header('X-Total-Count', String(total))
    return { result: rows }
  }
}
