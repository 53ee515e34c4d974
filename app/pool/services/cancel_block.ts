import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { matchItems } from '#pool/services/match_items'

type Branch = { firma: string; pharmacyCode: string }

/** "Cancel block": the branch becomes a candidate for that lot again. */
export async function cancelBlock(branch: Branch, poolItemId: number) {
  await db.transaction(async (trx) => {
    const [deleted] = await trx
      .from('refused')
      .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode, pool_item_id: poolItemId })
      .delete()
      .returning('*')
    if (!deleted) throw DomainError.notFound('Blokace nenalezena.')
    await recordAudit(
      { action: 'pool.cancel_block', entity: 'pool_item', entityId: poolItemId, before: deleted },
      trx
    )
  })
  await matchItems(branch.firma, { itemIds: [poolItemId] })
}
