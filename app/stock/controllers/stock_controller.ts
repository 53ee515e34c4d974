import type { HttpContext } from '@adonisjs/core/http'
import { stockList } from '#stock/queries/stock_lists'
import { branchInventory } from '#stock/queries/branch_inventory'
import { requireBranch } from '#core/require_branch'

export default class StockController {
  async lezaky({ branch }: HttpContext) {
    const { lastBatch, items } = await stockList(branch!, 'lezak')
    return { lastBatch, lezaky: items }
  }

  async ohrozenci({ branch }: HttpContext) {
    const { lastBatch, items } = await stockList(branch!, 'ohrozeny')
    return { lastBatch, ohrozenci: items }
  }

  /** The caller's branch; an admin names one with `?pharmacyCode=`. */
  async inventory({ branch }: HttpContext) {
    return branchInventory(requireBranch(branch))
  }
}
