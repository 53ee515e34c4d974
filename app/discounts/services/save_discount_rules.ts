import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { orderRules, type DiscountRule } from '#discounts/rules/discount_rules'

type Branch = { firma: string; pharmacyCode: string }

/** Stores a branch's rules (replacing its previous ones) and returns them as stored. */
export async function saveDiscountRules(branch: Branch, rules: DiscountRule[], userId: number) {
  const ordered = orderRules(rules).map(({ days, discount, mode }) => ({ days, discount, mode }))
  await db.transaction(async (trx) => {
    const previous = await trx
      .from('discount_rules')
      .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
      .forUpdate()
      .first()
    await trx.rawQuery(
      `INSERT INTO discount_rules (firma, pharmacy_code, rules, updated_by, updated_at)
       VALUES (?, ?, ?::jsonb, ?, now())
       ON CONFLICT (firma, pharmacy_code)
       DO UPDATE SET rules = EXCLUDED.rules, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [branch.firma, branch.pharmacyCode, JSON.stringify(ordered), userId]
    )
    await recordAudit(
      {
        action: 'discounts.save_rules',
        entity: 'discount_rules',
        branch,
        before: previous ? { rules: previous.rules } : null,
        after: { rules: ordered },
      },
      trx
    )
  })
  return ordered
}
