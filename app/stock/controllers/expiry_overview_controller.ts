import type { HttpContext } from '@adonisjs/core/http'
import { branchExpiryOverview } from '#stock/queries/expiry_overview'
import { requireBranch } from '#core/require_branch'

export default class ExpiryOverviewController {
  /** The branch's stock value expiring within 30 / 60 / 90 / 180 days, and already expired. */
  async show({ branch }: HttpContext) {
    return branchExpiryOverview(requireBranch(branch))
  }
}
