import { describe, expect, test } from 'vitest'
import {
  discountPlan,
  horizonDays,
  newPrice,
  orderRules,
  ruleDescription,
  ruleFor,
  ruleShort,
  type DiscountLot,
  type DiscountRule,
} from '#discounts/rules/discount_rules'
import { domain } from '#config/domain'

const DEFAULTS = domain.DEFAULT_DISCOUNT_RULES as readonly DiscountRule[]
const TODAY = '2026-11-21'

describe('the rule of a lot: the smallest days that still cover it (defaults 90/60/30)', () => {
  test.each([
    [0, 30],
    [1, 30],
    [29, 30],
    [30, 30],
    [31, 60],
    [59, 60],
    [60, 60],
    [61, 90],
    [90, 90],
    [91, null],
    [365, null],
  ])('%s days left → rule %s', (daysLeft, days) => {
    expect(ruleFor(daysLeft, DEFAULTS)?.days ?? null).toBe(days)
  })

  test('the order the rules are given in does not matter', () => {
    const shuffled = [DEFAULTS[2], DEFAULTS[0], DEFAULTS[1]]
    expect(ruleFor(45, shuffled)).toEqual({ days: 60, discount: 0, mode: 'za_nakupku' })
    expect(orderRules(shuffled).map((r) => r.days)).toEqual([90, 60, 30])
    expect(horizonDays(shuffled)).toBe(90)
  })
})

describe('new price = PC × (1 − discount/100) z_prodejni, NCSD za_nakupku', () => {
  test.each([
    ['15 % from PC 100', { pc: 100, ncsd: 60 }, 15, 'z_prodejni', 85],
    ['50 % from PC 39.90', { pc: 39.9, ncsd: 23.5 }, 50, 'z_prodejni', 19.95],
    ['rounded to hellers: 15 % of 33.33', { pc: 33.33, ncsd: 20 }, 15, 'z_prodejni', 28.33],
    ['half a heller rounds up: 50 % of 9.99', { pc: 9.99, ncsd: 5 }, 50, 'z_prodejni', 5],
    ['0 % keeps PC', { pc: 189, ncsd: 120 }, 0, 'z_prodejni', 189],
    ['100 % gives it away', { pc: 189, ncsd: 120 }, 100, 'z_prodejni', 0],
    ['at purchase price ignores the percent', { pc: 189, ncsd: 120.5 }, 40, 'za_nakupku', 120.5],
    ['no PC, no price', { pc: null, ncsd: 120 }, 15, 'z_prodejni', null],
    ['no NCSD, no price', { pc: 189, ncsd: null }, 0, 'za_nakupku', null],
  ] as const)('%s', (_name, lot, discount, mode, price) => {
    expect(newPrice(lot, { days: 30, discount, mode })).toBe(price)
  })
})

const lot = (pdk: string, exspirace: string, mnozstvi = 5): DiscountLot => ({
  pdk,
  nazev: `LÉK ${pdk}`,
  sarze: `L-${pdk}`,
  exspirace,
  mnozstvi,
  pc: 100,
  ncsd: 60,
})

describe('the discount plan of a branch', () => {
  const lots = [
    lot('D91', '2027-02-20'),
    lot('D90', '2027-02-19'),
    lot('D61', '2027-01-21'),
    lot('D60', '2027-01-20'),
    lot('D31', '2026-12-22'),
    lot('D30', '2026-12-21'),
    lot('D0', '2026-11-21'),
    lot('EXP', '2026-11-18'),
    lot('ZERO', '2026-12-01', 0),
  ]
  const plan = discountPlan(lots, DEFAULTS, TODAY)

  test('lines sorted by days left, each with its rule and new price', () => {
    expect(plan.lines.map((l) => [l.pdk, l.zbyvaDni, l.rule.days, l.newPrice])).toEqual([
      ['D0', 0, 30, 50],
      ['D30', 30, 30, 50],
      ['D31', 31, 60, 60],
      ['D60', 60, 60, 60],
      ['D61', 61, 90, 85],
      ['D90', 90, 90, 85],
    ])
  })

  test('a lot past its expiry day gets no price and is listed apart; no stock, no line', () => {
    expect(plan.expired.map((l) => [l.pdk, l.zbyvaDni])).toEqual([['EXP', -3]])
    expect(plan.lines.some((l) => l.pdk === 'ZERO')).toBe(false)
  })

  test('a branch with one rule of 14 days discounts only the last fortnight', () => {
    const only = discountPlan(lots, [{ days: 14, discount: 30, mode: 'z_prodejni' }], TODAY)
    expect(only.lines.map((l) => [l.pdk, l.newPrice])).toEqual([['D0', 70]])
  })
})

describe('rule texts', () => {
  test.each([
    [
      { days: 90, discount: 15, mode: 'z_prodejni' },
      'Pod 90 dní do expirace: 15 % z prodejní ceny',
      '90 d: -15 %',
    ],
    [
      { days: 60, discount: 0, mode: 'za_nakupku' },
      'Pod 60 dní do expirace: za nákupní cenu',
      '60 d: za NC',
    ],
    [
      { days: 30, discount: 12.5, mode: 'z_prodejni' },
      'Pod 30 dní do expirace: 12,5 % z prodejní ceny',
      '30 d: -12,5 %',
    ],
  ] as const)('%o', (rule, long, short) => {
    expect(ruleDescription(rule)).toBe(long)
    expect(ruleShort(rule)).toBe(short)
  })
})
