import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { matchItems } from '#pool/services/match_items'

type Branch = { firma: string; pharmacyCode: string }

/** "Cancel block": the branch becomes a candidate for that lot again. */
export async function cancelBlock(branch: Branch, poolItemId: number) {
  const deleted = await db
    .from('refused')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode, pool_item_id: poolItemId })
    .delete()
  if (!deleted) throw DomainError.notFound('Blokace nenalezena.')
  await matchItems(branch.firma, { itemIds: [poolItemId] })
}
