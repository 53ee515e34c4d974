import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'
import { domain } from '#config/domain'
import { DISCOUNT_MODES } from '#discounts/rules/discount_rules'

/* Doc 2 §5: the percent is a number 0–100, stored as a number; days a positive integer. */
export const saveDiscountRulesValidator = vine.compile(
  vine.object({
    rules: vine
      .array(
        vine.object({
          days: vine.number().withoutDecimals().positive().max(3650),
          discount: vine.number().min(0).max(100),
          mode: vine.enum(DISCOUNT_MODES),
        })
      )
      .minLength(1)
      .maxLength(domain.DISCOUNT_MAX_RULES)
      .distinct('days'),
  })
)

export const saveDiscountRulesMessages = czechMessagesProvider({
  'rules.required': 'Zadejte alespoň jedno pravidlo.',
  'rules.array': 'Pravidla musí být seznam.',
  'rules.array.minLength': 'Zadejte alespoň jedno pravidlo.',
  'rules.array.maxLength': `Pravidel smí být nejvýše ${domain.DISCOUNT_MAX_RULES}.`,
  'rules.distinct': 'Dvě pravidla nesmí mít stejný počet dní.',
  'rules.*.object': 'Pravidlo má neplatný tvar.',
  'rules.*.days.required': 'Zadejte počet dní do expirace.',
  'rules.*.days.number': 'Počet dní musí být kladné celé číslo.',
  'rules.*.days.withoutDecimals': 'Počet dní musí být kladné celé číslo.',
  'rules.*.days.positive': 'Počet dní musí být kladné celé číslo.',
  'rules.*.days.max': 'Počet dní smí být nejvýše 3650.',
  'rules.*.discount.required': 'Zadejte slevu v procentech.',
  'rules.*.discount.number': 'Sleva musí být číslo od 0 do 100 %.',
  'rules.*.discount.min': 'Sleva musí být číslo od 0 do 100 %.',
  'rules.*.discount.max': 'Sleva musí být číslo od 0 do 100 %.',
  'rules.*.mode.required': 'Zvolte způsob slevy.',
  'rules.*.mode.enum': 'Způsob slevy musí být z_prodejni nebo za_nakupku.',
})
