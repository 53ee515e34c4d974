import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { normalizeFirma } from '#core/branch_code'
import { listBranches } from '#branches/queries/list_branches'
import { findBranch } from '#branches/queries/find_branch'

export default class BranchesController {
  /** Branch names and addresses of the caller's firma (transfers and reports show them). */
  async index({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const firma = user.role === 'admin' ? normalizeFirma(request.qs().firma) : null
    return listBranches(firma ?? user.firma ?? domain.DEFAULT_FIRMA)
  }

  async show({ params }: HttpContext) {
    return findBranch(params.firma, params.pharmacyCode)
  }
}
