import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { orderRules, type DiscountRule } from '#discounts/rules/discount_rules'

type Branch = { firma: string; pharmacyCode: string }

/** The branch's stored rules, else the defaults of DOMAIN.md. */
export async function discountRulesOf(branch: Branch): Promise<DiscountRule[]> {
  const row = await db
    .from('discount_rules')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .select('rules')
    .first()
  return orderRules((row?.rules as DiscountRule[]) ?? domain.DEFAULT_DISCOUNT_RULES)
}
