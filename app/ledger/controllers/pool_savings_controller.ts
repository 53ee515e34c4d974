import type { HttpContext } from '@adonisjs/core/http'
import { branchPoolSavings } from '#ledger/queries/pool_savings'
import { requireBranch } from '#core/require_branch'

export default class PoolSavingsController {
  /** The value of the branch's pool items other branches received, by month (last 12). */
  async show({ branch }: HttpContext) {
    return branchPoolSavings(requireBranch(branch))
  }
}
