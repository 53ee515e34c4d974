/*
| Expiry discounts of DOMAIN.md "Discounts", as pure functions of a branch's OTC lots,
| its rules and today's date (Prague). A lot takes the rule with the smallest days that
| still covers it: with 90/60/30, 30 days left takes the 30 rule, 31 the 60 rule, 91 none.
*/
import { daysBetween } from '#core/calendar'

export const DISCOUNT_MODES = ['z_prodejni', 'za_nakupku'] as const
export type DiscountMode = (typeof DISCOUNT_MODES)[number]
export type DiscountRule = { days: number; discount: number; mode: DiscountMode }

export type DiscountLot = {
  pdk: string
  nazev: string
  sarze: string | null
  /** `YYYY-MM-DD`; lots without expiry never reach the plan. */
  exspirace: string
  mnozstvi: number
  pc: number | null
  ncsd: number | null
}

export type DiscountLine = DiscountLot & {
  zbyvaDni: number
  rule: DiscountRule
  newPrice: number | null
}
export type ExpiredLine = DiscountLot & { zbyvaDni: number }

/** Rules as the branch keeps them: largest days first, as the screen lists its cards. */
export function orderRules(rules: readonly DiscountRule[]): DiscountRule[] {
  return [...rules].sort((a, b) => b.days - a.days)
}

/** The rule with the smallest days that still covers `daysLeft`, or null when none does. */
export function ruleFor(daysLeft: number, rules: readonly DiscountRule[]): DiscountRule | null {
  let chosen: DiscountRule | null = null
  for (const rule of rules) {
    if (daysLeft <= rule.days && (!chosen || rule.days < chosen.days)) chosen = rule
  }
  return chosen
}

/** PC × (1 − discount/100) for z_prodejni, NCSD for za_nakupku; null without that price. */
export function newPrice(lot: Pick<DiscountLot, 'pc' | 'ncsd'>, rule: DiscountRule): number | null {
  if (rule.mode === 'za_nakupku') return lot.ncsd === null ? null : Math.round(lot.ncsd * 100) / 100
  if (lot.pc === null) return null
  /* In hellers, so 50 % of 9,99 is 5,00 and not 4,99 through binary fractions. */
  const hellers = Math.round(lot.pc * 100)
  return Math.round((hellers * (100 - rule.discount)) / 100) / 100
}

/** The largest days of the rules: the horizon of lots the document looks at. */
export function horizonDays(rules: readonly DiscountRule[]): number {
  return rules.reduce((max, rule) => Math.max(max, rule.days), 0)
}

const collator = new Intl.Collator('cs')
const byDaysLeft = (a: { zbyvaDni: number; nazev: string }, b: typeof a) =>
  a.zbyvaDni - b.zbyvaDni || collator.compare(a.nazev, b.nazev)

/**
 * The discount plan of a branch's OTC lots. A lot past its expiry day (zbyvaDni < 0) must
 * not be sold at any price, so it gets no rule and is listed apart for write-off; a lot
 * expiring today (0 days left) can still be sold today and takes the smallest rule.
 */
export function discountPlan(
  lots: readonly DiscountLot[],
  rules: readonly DiscountRule[],
  today: string
): { lines: DiscountLine[]; expired: ExpiredLine[] } {
  const lines: DiscountLine[] = []
  const expired: ExpiredLine[] = []
  for (const lot of lots) {
    if (!(lot.mnozstvi > 0)) continue
    /* zbyvaDni = ceil((exspirace − today) / 1 day): whole calendar days, so the plain difference. */
    const daysLeft = daysBetween(today, lot.exspirace)
    if (daysLeft < 0) {
      expired.push({ ...lot, zbyvaDni: daysLeft })
      continue
    }
    const rule = ruleFor(daysLeft, rules)
    if (rule) lines.push({ ...lot, zbyvaDni: daysLeft, rule, newPrice: newPrice(lot, rule) })
  }
  return { lines: lines.sort(byDaysLeft), expired: expired.sort(byDaysLeft) }
}

/** `Pod 30 dní do expirace: 50 % z prodejní ceny` (the screen's card title and radio). */
export function ruleDescription(rule: DiscountRule): string {
  const what =
    rule.mode === 'za_nakupku' ? 'za nákupní cenu' : `${czPercent(rule.discount)} z prodejní ceny`
  return `Pod ${rule.days} dní do expirace: ${what}`
}

/** The short form in the table: `30 d: -50 %` or `60 d: za NC`. */
export function ruleShort(rule: DiscountRule): string {
  return rule.mode === 'za_nakupku'
    ? `${rule.days} d: za NC`
    : `${rule.days} d: -${czPercent(rule.discount)}`
}

function czPercent(value: number) {
  return `${String(value).replace('.', ',')} %`
}
