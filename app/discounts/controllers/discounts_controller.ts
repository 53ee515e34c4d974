import type { HttpContext } from '@adonisjs/core/http'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { discountRulesOf } from '#discounts/queries/discount_rules'
import { saveDiscountRules } from '#discounts/services/save_discount_rules'
import { discountPdfKind } from '#discounts/services/discount_pdf'
import {
  saveDiscountRulesMessages,
  saveDiscountRulesValidator,
} from '#discounts/validators/discount_rules_validator'
import { requireBranch } from '#core/require_branch'
import { dbFileDay } from '#core/clock'

export default class DiscountsController {
  async rules(ctx: HttpContext) {
    return { rule: { rules: await discountRulesOf(requireBranch(ctx.branch)) } }
  }

  async saveRules(ctx: HttpContext) {
    const branch = requireBranch(ctx.branch)
    const { rules } = await ctx.request.validateUsing(saveDiscountRulesValidator, {
      messagesProvider: saveDiscountRulesMessages,
    })
    const stored = await saveDiscountRules(branch, rules, ctx.auth.getUserOrFail().id)
    return { ok: true, rule: { rules: stored } }
  }

  async generate(ctx: HttpContext) {
    const branch = requireBranch(ctx.branch)
    const pdf = await producePdf(discountPdfKind, { ...branch })
    const day = await dbFileDay()
    return sendPdf(ctx.response, pdf, `zlevneni_${day}.pdf`)
  }
}
