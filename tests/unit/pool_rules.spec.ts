import { describe, expect, test } from 'vitest'
import { MOVES, STAVY, nextStav, type Action, type Side } from '#pool/rules/stav_machine'
import { chooseTarget, probability } from '#pool/rules/matching'
import { prevodkaId } from '#transfers/rules/prevodka_id'
import { balances } from '#ledger/rules/balances'

/* DOMAIN.md's table: from, action, by whom, to. Every other combination is refused. */
const ALLOWED: [string, Action, Side, string][] = [
  ['rezervováno', 'confirm', 'target', 'potvrzeno'],
  ['rezervováno', 'reject', 'target', 'aktivní'],
  ['potvrzeno', 'cancelConfirmation', 'target', 'rezervováno'],
  ['potvrzeno', 'markPicked', 'source', 'vychystáno'],
  ['potvrzeno', 'markRejected', 'source', 'vyřazeno'],
  ['vychystáno', 'send', 'source', 'odesláno'],
  ['odesláno', 'receive', 'target', 'přijato'],
  ['odesláno', 'receiveMissing', 'target', 'vyřazeno'],
  ['odesláno', 'markReceived', 'target', 'přijato'],
  ['vychystáno', 'reopen', 'source', 'odesláno'],
  ['odesláno', 'reopen', 'source', 'odesláno'],
]

describe('stav machine: every stav × action × side', () => {
  const sides: Side[] = ['source', 'target', 'none']
  const cases = STAVY.flatMap((stav) =>
    (Object.keys(MOVES) as Action[]).flatMap((action) =>
      sides.map((side) => [stav, action, side] as const)
    )
  )

  test.each(cases)('%s + %s by %s', (stav, action, side) => {
    const allowed = ALLOWED.find(([from, a, by]) => from === stav && a === action && by === side)
    const result = nextStav(stav, action, side)
    if (allowed) expect(result).toEqual({ ok: true, to: allowed[3] })
    else expect(result.ok).toBe(false)
  })

  test('refusals explain themselves in Czech', () => {
    expect(nextStav('potvrzeno', 'confirm', 'target')).toEqual({
      ok: false,
      message: 'Položku ve stavu potvrzeno nelze potvrdit.',
    })
    expect(nextStav('rezervováno', 'confirm', 'source')).toEqual({
      ok: false,
      message: 'Akci „potvrdit“ může provést jen cílová pobočka položky.',
    })
    expect(nextStav('vyřazeno', 'send', 'source')).toEqual({
      ok: false,
      message: 'Položku ve stavu nedodáno nelze odeslat.',
    })
  })
})

const C = {
  TRANSIT_DAYS: 7,
  MIN_PROBABILITY: 20,
  TARGET_MAX_COVER_MONTHS: 3,
  NO_EXPIRY_HORIZON_DAYS: 182,
}

describe('matching', () => {
  test.each([
    [1, 37, 30, 100], // 1/day × 30 days ≥ 30 pcs → capped at 100
    [0.5, 47, 40, 50], // 0.5 × 40 / 40 = 50 %
    [0.1, 37, 30, 10],
    [1, 7, 10, 0], // expires before it arrives
    [1, null, 350, 50], // no expiry: 175 days of sales / 350 pcs
    [0, 100, 10, 0],
  ])('probability(daily %s, zbyvaDni %s, qty %s) = %s', (daily, days, qty, p) => {
    expect(probability(daily, days, qty, C)).toBe(p)
  })

  const item = { pharmacyCode: '1', quantity: 40, zbyvaDni: 47 }

  test('the highest probability wins; then consumption; then the lowest code', () => {
    expect(
      chooseTarget(
        item,
        [
          { pharmacyCode: '2', daily: 0.5, stock: 0 },
          { pharmacyCode: '3', daily: 1, stock: 0 },
        ],
        new Set(),
        C
      )
    ).toEqual({ targetPharmacyCode: '3', probability: 100 })
    expect(
      chooseTarget(
        item,
        [
          { pharmacyCode: '2', daily: 2, stock: 0 },
          { pharmacyCode: '3', daily: 3, stock: 0 },
        ],
        new Set(),
        C
      )?.targetPharmacyCode
    ).toBe('3')
    expect(
      chooseTarget(
        item,
        [
          { pharmacyCode: '12', daily: 1, stock: 0 },
          { pharmacyCode: '9', daily: 1, stock: 0 },
        ],
        new Set(),
        C
      )?.targetPharmacyCode
    ).toBe('9')
  })

  test.each([
    ['the source itself', { pharmacyCode: '1', daily: 5, stock: 0 }, new Set<string>()],
    ['a branch that refused the lot', { pharmacyCode: '2', daily: 5, stock: 0 }, new Set(['2'])],
    [
      'a branch with more than 3 months of cover',
      { pharmacyCode: '2', daily: 1, stock: 91 },
      new Set<string>(),
    ],
    [
      'a branch under the minimum probability',
      { pharmacyCode: '2', daily: 0.1, stock: 0 },
      new Set<string>(),
    ],
  ])('never %s', (_name, candidate, refused) => {
    expect(chooseTarget(item, [candidate], refused, C)).toBeNull()
  })

  test('exactly 3 months of cover is still a candidate', () => {
    expect(
      chooseTarget(item, [{ pharmacyCode: '2', daily: 1, stock: 90 }], new Set(), C)
        ?.targetPharmacyCode
    ).toBe('2')
  })
})

describe('prevodka id and ledger', () => {
  test('prevodkaId', () => {
    expect(prevodkaId('LEMON', '1', '12', '2026-11-22', 3)).toBe('LEMON-1-12-20261122-3')
  })

  test('balances mirror each other and the firma sums to zero', () => {
    const result = balances([
      { from: '1', to: '2', value: 100.5 },
      { from: '1', to: '2', value: 20 },
      { from: '2', to: '3', value: 50 },
      { from: '3', to: '1', value: 10 },
    ])
    const of = (code: string) => result.find((r) => r.pharmacyCode === code)!
    expect(of('1')).toEqual({
      pharmacyCode: '1',
      totalSaldo: 110.5,
      relations: [
        { fromPharmacy: '1', toPharmacy: '2', saldo: 120.5 },
        { fromPharmacy: '1', toPharmacy: '3', saldo: -10 },
      ],
    })
    expect(of('2').relations).toContainEqual({ fromPharmacy: '2', toPharmacy: '1', saldo: -120.5 })
    expect(result.reduce((sum, r) => sum + r.totalSaldo, 0)).toBeCloseTo(0, 10)
  })
})
