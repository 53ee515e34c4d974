import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { discountRulesOf } from '#discounts/queries/discount_rules'
import { saveDiscountRules } from '#discounts/services/save_discount_rules'
import { discountPdfKind } from '#discounts/services/discount_pdf'
import {
  saveDiscountRulesMessages,
  saveDiscountRulesValidator,
} from '#discounts/validators/discount_rules_validator'

/* An admin names the branch with `?pharmacyCode=` or the body's `pharmacyCode`. */
function branchOf({ branch }: HttpContext) {
  if (!branch) throw DomainError.invalid('BRANCH_REQUIRED', 'Zvolte pobočku (pharmacyCode).')
  return branch
}

export default class DiscountsController {
  async rules(ctx: HttpContext) {
    return { rule: { rules: await discountRulesOf(branchOf(ctx)) } }
  }

  async saveRules(ctx: HttpContext) {
    const branch = branchOf(ctx)
    const { rules } = await ctx.request.validateUsing(saveDiscountRulesValidator, {
      messagesProvider: saveDiscountRulesMessages,
    })
    const stored = await saveDiscountRules(branch, rules, ctx.auth.getUserOrFail().id)
    return { ok: true, rule: { rules: stored } }
  }

  async generate(ctx: HttpContext) {
    const branch = branchOf(ctx)
    const pdf = await producePdf(discountPdfKind, { ...branch })
    const day = dayIn(new Date(), domain.TIME_ZONE).replaceAll('-', '_')
    return sendPdf(ctx.response, pdf, `zlevneni_${day}.pdf`)
  }
}
