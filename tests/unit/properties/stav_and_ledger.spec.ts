import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { MOVES, STAVY, nextStav, type Action, type Side } from '#pool/rules/stav_machine'
import { balances, type DeliveredFlow } from '#ledger/rules/balances'

/*
| The stav machine and the ledger under any sequence of actions. The table below is
| DOMAIN.md's, written out independently of the rule: (from, action, side) → to. The
| admin may set any stav (an edit, recorded in history); no branch action does that.
*/
const TABLE: Record<string, string> = {
  'rezervováno|confirm|target': 'potvrzeno',
  'rezervováno|reject|target': 'aktivní',
  'potvrzeno|cancelConfirmation|target': 'rezervováno',
  'potvrzeno|markPicked|source': 'vychystáno',
  'potvrzeno|markRejected|source': 'vyřazeno',
  'vychystáno|send|source': 'odesláno',
  'odesláno|receive|target': 'přijato',
  'odesláno|receiveMissing|target': 'vyřazeno',
  'odesláno|markReceived|target': 'přijato',
  'vychystáno|reopen|source': 'odesláno',
  'odesláno|reopen|source': 'odesláno',
}
const ACTIONS = Object.keys(MOVES) as Action[]
type Actor = 'owner' | 'target' | 'other' | 'admin'
const SIDE: Record<Exclude<Actor, 'admin'>, Side> = {
  owner: 'source',
  target: 'target',
  other: 'none',
}

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      actor: fc.constantFrom<Exclude<Actor, 'admin'>>('owner', 'target', 'other'),
      action: fc.constantFrom(...ACTIONS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ actor: fc.constant('admin' as const), stav: fc.constantFrom(...STAVY) }),
  }
)

describe('stav machine under any sequence of actions', () => {
  test('every accepted move is in the table; a refused one changes nothing and says why', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STAVY), fc.array(step, { maxLength: 40 }), (start, steps) => {
        let stav: string = start
        for (const s of steps) {
          if (s.actor === 'admin') {
            stav = s.stav
            continue
          }
          const side = SIDE[s.actor]
          const result = nextStav(stav, s.action, side)
          const allowed = TABLE[`${stav}|${s.action}|${side}`]
          if (result.ok) {
            expect(result.to).toBe(allowed)
            stav = result.to
          } else {
            expect(allowed).toBeUndefined()
            expect(result.message).toMatch(/[ěščřžýáíéůúňťďó]/)
          }
          expect(STAVY).toContain(stav)
        }
      }),
      { numRuns: 500 }
    )
  })

  test('from aktivní, branches alone never reach a stav only an admin may set', () => {
    const adminOnly = new Set(['vyřešeno', 'odepsáno', 'uzavřeno'])
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            actor: fc.constantFrom<Exclude<Actor, 'admin'>>('owner', 'target', 'other'),
            action: fc.constantFrom(...ACTIONS),
          }),
          { maxLength: 60 }
        ),
        (steps) => {
          let stav = 'aktivní'
          for (const s of steps) {
            const result = nextStav(stav, s.action, SIDE[s.actor])
            if (result.ok) stav = result.to
            expect(adminOnly.has(stav)).toBe(false)
          }
        }
      ),
      { numRuns: 300 }
    )
  })

  test('another branch is always refused, and an unknown stav never moves', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...STAVY), fc.string(), fc.string({ unit: 'grapheme' })),
        fc.constantFrom(...ACTIONS),
        fc.constantFrom<Side>('source', 'target', 'none'),
        (stav, action, side) => {
          const result = nextStav(stav, action, side)
          if (side === 'none' || !(STAVY as readonly string[]).includes(stav))
            expect(result.ok).toBe(false)
        }
      ),
      { numRuns: 500 }
    )
  })
})

const code = fc.constantFrom('1', '2', '3', '12', '101', '0')
/* Values as the database gives them: quantity (3 decimals) × NCSD (4 decimals). */
const value = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 5_000_000 }))
    .map(([q, n]) => (q / 1000) * (n / 10_000)),
  /* Half a heller exactly (1 × 0,125 Kč): the rounding must not favour one side. */
  fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(0.125, 0.375, 3 * 0.125, 2.5 * 0.125)
)
const flow = fc.record({ from: code, to: code, value }).filter((f) => f.from !== f.to)

function saldoOf(result: ReturnType<typeof balances>, from: string, to: string) {
  return result.find((b) => b.pharmacyCode === from)?.relations.find((r) => r.toPharmacy === to)
    ?.saldo
}

describe('ledger balances', () => {
  test('A→B is exactly −(B→A), totals are their relations, and the firma sums to zero', () => {
    fc.assert(
      fc.property(fc.array(flow, { maxLength: 30 }), (flows: DeliveredFlow[]) => {
        const result = balances(flows)
        let sum = 0
        for (const branch of result) {
          let relations = 0
          for (const r of branch.relations) {
            expect(r.fromPharmacy).toBe(branch.pharmacyCode)
            /* +0 folds −0 into 0: JSON shows both as 0. */
            expect(saldoOf(result, r.toPharmacy, r.fromPharmacy)! + 0).toBe(-r.saldo + 0)
            relations += r.saldo
          }
          expect(branch.totalSaldo).toBeCloseTo(relations, 6)
          sum += branch.totalSaldo
        }
        expect(sum).toBeCloseTo(0, 6)
      }),
      { numRuns: 500 }
    )
  })

  test('a relation is the rounded net of its flows, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(flow, { maxLength: 20 }), fc.nat(), (flows, seed) => {
        const shuffled = [...flows].sort(
          (a, b) => ((a.value * 1e6 + seed) % 7) - ((b.value * 1e6 + seed) % 7)
        )
        const one = balances(flows)
        const two = balances(shuffled)
        for (const branch of one) {
          for (const r of branch.relations) {
            const net = flows.reduce(
              (s, f) =>
                s +
                (f.from === r.fromPharmacy && f.to === r.toPharmacy ? f.value : 0) -
                (f.to === r.fromPharmacy && f.from === r.toPharmacy ? f.value : 0),
              0
            )
            expect(Math.abs(r.saldo - net)).toBeLessThanOrEqual(0.005 + 1e-9)
            expect(saldoOf(two, r.fromPharmacy, r.toPharmacy)).toBeCloseTo(r.saldo, 6)
          }
        }
      }),
      { numRuns: 300 }
    )
  })
})
