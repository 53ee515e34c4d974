import db from '@adonisjs/lucid/services/db'
import { orderRules, type DiscountRule } from '#discounts/rules/discount_rules'

type Branch = { firma: string; pharmacyCode: string }

/** Stores a branch's rules (replacing its previous ones) and returns them as stored. */
export async function saveDiscountRules(branch: Branch, rules: DiscountRule[], userId: number) {
  const ordered = orderRules(rules).map(({ days, discount, mode }) => ({ days, discount, mode }))
  await db.rawQuery(
    `INSERT INTO discount_rules (firma, pharmacy_code, rules, updated_by, updated_at)
     VALUES (?, ?, ?::jsonb, ?, now())
     ON CONFLICT (firma, pharmacy_code)
     DO UPDATE SET rules = EXCLUDED.rules, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [branch.firma, branch.pharmacyCode, JSON.stringify(ordered), userId]
  )
  return ordered
}
