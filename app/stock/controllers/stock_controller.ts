import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { stockList } from '#stock/queries/stock_lists'
import { branchInventory } from '#stock/queries/branch_inventory'

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
    if (!branch) throw DomainError.invalid('BRANCH_REQUIRED', 'Zvolte pobočku (pharmacyCode).')
    return branchInventory(branch)
  }
}
