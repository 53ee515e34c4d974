import { domain } from '../../../../config/domain'

/** `z_prodejni`: percent off the selling price; `za_nakupku`: sold at the purchase price. */
export type DiscountMode = 'z_prodejni' | 'za_nakupku'

export interface DiscountRule {
  /** The rule applies to lots with at most this many days to expiry. */
  days: number
  /** Percent 0–100; unused at the purchase price. */
  discount: number
  mode: DiscountMode
}

/** The chain's defaults (spec doc 2 §3), also what Resetovat restores. */
export const DEFAULT_RULES: DiscountRule[] = domain.DEFAULT_DISCOUNT_RULES.map((rule) => ({
  ...rule,
}))

/** The status line texts of spec doc 2 §8. */
export const discountStatus = {
  saved: '✅ Pravidla uložena.',
  refused: '⚠️ Nelze uložit.',
  failed: '❌ Chyba při ukládání.',
  reset: '⚙️ Pravidla byla resetována.',
  pdfFailed: 'Chyba při generování PDF.',
} as const

/** A percent as stored: a number within 0–100 (an emptied field counts as 0). */
export function toPercent(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value.replace(',', '.'))
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0
}
