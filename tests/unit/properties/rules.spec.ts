import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { domain } from '#config/domain'
import { addDays } from '#core/calendar'
import { chooseTarget, probability } from '#pool/rules/matching'
import { deriveLists, zbyvaDni, type Lot } from '#stock/rules/derived_lists'
import { overstockLine } from '#stock/rules/overstock'
import { takeOverRange, type Segment } from '#exports/rules/segments'
import { isSale } from '#exports/rules/movements'
import { converters } from '#exports/rules/row_converters'
import { MAX_YEAR, MIN_YEAR, parseOtc, parseSuklCode } from '#core/sheets/cell_parsing'
import { orderNeed, supplierMatches, supplierOrderLines } from '#orders/rules/supplier_order'
import { leafletOrderLines } from '#orders/rules/leaflet_order'
import { discountPlan, newPrice, type DiscountRule } from '#discounts/rules/discount_rules'
import { voucherRow } from '#vouchers/rules/voucher_rows'
import {
  isSettled,
  sumsByInsurer,
  sumsByMonth,
  total,
  unsettled,
} from '#vouchers/rules/voucher_report'
import { reimbursementChanges, totalImpact } from '#pricelists/rules/uhrady_changes'
import { checkValidity } from '#pricelists/rules/validity'
import { suklPrefixPattern, nameSubstringPattern } from '#watchlists/rules/medicine_search'

/*
| One meaningful invariant per rule that decides something: matching never targets the
| owner or a refusing branch, the pool never offers more than the lot, segments never
| overlap, converters never throw on any cell, orders never propose nothing, and so on.
*/

const TODAY = '2026-11-22'
const day = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((n) => addDays(TODAY, n))
const code = fc.constantFrom('1', '2', '3', '4', '10', '12', '101')
const candidate = fc.record({
  pharmacyCode: code,
  daily: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20, noNaN: true })),
  stock: fc.integer({ min: 0, max: 2000 }),
})

describe('matching', () => {
  test('never the owner, never a refusing or over-stocked branch; the best eligible one', () => {
    fc.assert(
      fc.property(
        fc.record({
          pharmacyCode: code,
          quantity: fc.integer({ min: 1, max: 500 }),
          zbyvaDni: fc.option(fc.integer({ min: -30, max: 400 })),
        }),
        fc.array(candidate, { maxLength: 8 }),
        fc.uniqueArray(code as fc.Arbitrary<string>, { maxLength: 3 }),
        (item, candidates, refusedCodes) => {
          const refused = new Set(refusedCodes)
          const match = chooseTarget(item, candidates, refused, domain)
          const eligible = candidates.filter(
            (c) =>
              c.pharmacyCode !== item.pharmacyCode &&
              !refused.has(c.pharmacyCode) &&
              c.stock <= c.daily * 30 * domain.TARGET_MAX_COVER_MONTHS &&
              probability(c.daily, item.zbyvaDni, item.quantity, domain) >= domain.MIN_PROBABILITY
          )
          if (eligible.length === 0) {
            expect(match).toBeNull()
            return
          }
          expect(match).not.toBeNull()
          expect(match!.targetPharmacyCode).not.toBe(item.pharmacyCode)
          expect(refused.has(match!.targetPharmacyCode)).toBe(false)
          expect(match!.probability).toBeGreaterThanOrEqual(domain.MIN_PROBABILITY)
          expect(match!.probability).toBeLessThanOrEqual(100)
          const best = Math.max(
            ...eligible.map((c) => probability(c.daily, item.zbyvaDni, item.quantity, domain))
          )
          expect(match!.probability).toBe(best)
          expect(eligible.map((c): string => c.pharmacyCode)).toContain(match!.targetPharmacyCode)
        }
      ),
      { numRuns: 500 }
    )
  })

  test('probability is an integer 0–100 and never falls with more consumption', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.option(fc.integer({ min: -100, max: 1000 })),
        fc.integer({ min: -5, max: 1000 }),
        (a, b, days, quantity) => {
          const [low, high] = a < b ? [a, b] : [b, a]
          const p = probability(low, days, quantity, domain)
          expect(Number.isInteger(p)).toBe(true)
          expect(p).toBeGreaterThanOrEqual(0)
          expect(p).toBeLessThanOrEqual(100)
          expect(probability(high, days, quantity, domain)).toBeGreaterThanOrEqual(p)
        }
      )
    )
  })
})

const lot = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  pdk: fc.constantFrom('A', 'B', 'C'),
  mnozstvi: fc.oneof(
    fc.integer({ min: -5, max: 300 }),
    fc.double({ min: 0, max: 50, noNaN: true })
  ),
  exspirace: fc.option(day(-30, 700)),
})

describe('derived lists (ležáky, ohrožené)', () => {
  test('the surplus offered never exceeds the lot, and only lots on the shelf are listed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lot, { selector: (l) => l.id, maxLength: 12 }),
        fc.record({ A: fc.nat(2000), B: fc.nat(50), C: fc.constant(0) }),
        (lots: Lot[], sales) => {
          const sold = new Map(Object.entries(sales))
          const { lezaky, ohrozenci } = deriveLists(lots, sold, TODAY, domain)
          const byId = new Map(lots.map((l) => [l.id, l]))
          for (const list of [lezaky, ohrozenci]) {
            const ids = list.map((e) => e.lotId)
            expect(new Set(ids).size).toBe(ids.length)
            for (const id of ids) expect(byId.get(id)!.mnozstvi).toBeGreaterThan(0)
          }
          for (const o of ohrozenci) {
            const l = byId.get(o.lotId)!
            expect(o.prebytek).toBeGreaterThan(0)
            expect(o.prebytek).toBeLessThanOrEqual(l.mnozstvi)
            expect(o.zbyvaDni).toBe(zbyvaDni(l.exspirace, TODAY))
            expect(o.zbyvaDni).toBeLessThanOrEqual(domain.ENDANGERED_HORIZON_DAYS)
          }
          /* Never sold: every lot on the shelf is a slow mover. */
          for (const l of lots)
            if (l.pdk === 'C' && l.mnozstvi > 0) expect(lezaky.map((e) => e.lotId)).toContain(l.id)
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe('overstock', () => {
  test('surplus is positive, at most the stock, and what stays covers no more than the limit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (stock, daily) => {
          const c = { OVERSTOCK_MONTHS: domain.OVERSTOCK_MONTHS, DAYS_PER_MONTH: 30 }
          const line = overstockLine({ pdk: 'A', nazev: 'A', stock, daily, ncsd: 10 }, c)
          if (!line) return
          expect(line.surplus).toBeGreaterThan(0)
          expect(line.surplus).toBeLessThanOrEqual(stock)
          expect(stock - line.surplus).toBeLessThanOrEqual(Math.ceil(daily * 30 * 6) + 1e-9)
        }
      )
    )
  })
})

describe('segments of movements', () => {
  const segments = fc
    .uniqueArray(fc.integer({ min: -400, max: 400 }), { minLength: 0, maxLength: 10 })
    .map((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b)
      const out: Segment[] = []
      for (let i = 0; i + 1 < sorted.length; i += 2)
        out.push({
          batchId: i + 1,
          from: addDays(TODAY, sorted[i]),
          to: addDays(TODAY, sorted[i + 1]),
        })
      return out
    })
  const incoming = fc
    .tuple(fc.integer({ min: -450, max: 450 }), fc.nat(300))
    .map(([start, length]) => ({
      batchId: 999,
      from: addDays(TODAY, start),
      to: addDays(TODAY, start + length),
    }))

  test('the new upload owns its range; other days keep their batch; nothing overlaps', () => {
    fc.assert(
      fc.property(segments, incoming, (before, next) => {
        const after = takeOverRange(before, next)
        expect(after).toContainEqual(next)
        const owner = (list: Segment[], d: string) =>
          list.filter((s) => s.from <= d && d <= s.to).map((s) => s.batchId)
        /* Ownership can only change at a boundary: check each segment's edges and their neighbours. */
        const edges = [...before, next].flatMap((s) => [s.from, s.to])
        for (const d of new Set(edges.flatMap((e) => [addDays(e, -1), e, addDays(e, 1)]))) {
          const owners = owner(after, d)
          expect(owners.length).toBeLessThanOrEqual(1)
          if (next.from <= d && d <= next.to) expect(owners).toEqual([999])
          else expect(owners).toEqual(owner(before, d))
        }
        for (const s of after) expect(s.from <= s.to).toBe(true)
        for (let i = 1; i < after.length; i++) expect(after[i - 1].to < after[i].from).toBe(true)
      }),
      { numRuns: 300 }
    )
  })
})

describe('movements', () => {
  const MARKS: Record<string, string> = {
    a: 'á',
    e: 'ě',
    i: 'í',
    y: 'ý',
    r: 'ř',
    z: 'ž',
    o: 'ó',
    u: 'ů',
  }
  const spelled = (word: string) =>
    fc
      .array(fc.tuple(fc.boolean(), fc.boolean()), {
        minLength: word.length,
        maxLength: word.length,
      })
      .map((flags) =>
        [...word]
          .map((ch, i) => {
            const c = flags[i][1] ? (MARKS[ch] ?? ch) : ch
            return flags[i][0] ? c.toUpperCase() : c
          })
          .join('')
      )

  test('a type starting with prodej or výdej is a sale in any case and diacritics', () => {
    fc.assert(
      fc.property(
        fc.oneof(spelled('prodej'), spelled('vydej')),
        fc.string(),
        fc.constantFrom('', ' ', '  '),
        fc.integer({ min: -50, max: 50 }),
        (typ, rest, pad, qty) => {
          expect(isSale(`${pad}${typ}${rest}`, qty, true)).toBe(true)
        }
      )
    )
  })

  test('other types are not sales; without a type column the sign decides', () => {
    fc.assert(
      fc.property(
        fc.oneof(spelled('prijem'), spelled('prevod'), spelled('odpis'), spelled('inventura')),
        fc.integer({ min: -50, max: 50 }),
        (typ, qty) => {
          expect(isSale(typ, qty, true)).toBe(false)
          expect(isSale(typ, qty, false)).toBe(qty < 0)
        }
      )
    )
  })
})

const anyCell = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: false }),
  fc.stringMatching(/^-?[\d ]{1,6}(,\d{1,3})?$/),
  fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{4}$/),
  fc.constant('1e999')
)
const FIELDS = [
  'pdk',
  'nazev',
  'mnozstvi',
  'kodVZP',
  'sarze',
  'exspirace',
  'ncsd',
  'pc',
  'dodavatel',
  'minStock',
  'maxStock',
  'vyrobce',
  'otc',
  'datum',
  'typ',
  'cena',
  'duvod',
]
const row = fc.record(Object.fromEntries(FIELDS.map((f) => [f, anyCell])))
const isDay = (s: unknown) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  Number(s.slice(0, 4)) >= MIN_YEAR &&
  Number(s.slice(0, 4)) <= MAX_YEAR

describe('row converters', () => {
  test('any row gives a typed row or a Czech reason, never a throw, NaN or Infinity', () => {
    fc.assert(
      fc.property(row, fc.boolean(), fc.boolean(), (values, hasTyp, rx) => {
        const get = (field: string) => values[field]
        const ctx = { hasColumn: (f: string) => f !== 'typ' || hasTyp, otcHeaderIsRx: rx }
        for (const kind of ['sklad', 'karty', 'pohyby', 'odpisy'] as const) {
          const result = converters[kind](get, ctx)
          if ('reason' in result) {
            expect(result.reason.length).toBeGreaterThan(0)
            continue
          }
          const r = result.row as Record<string, unknown>
          for (const value of Object.values(r))
            if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
          expect(typeof r.pdk === 'string' && r.pdk.length > 0).toBe(true)
          if ('datum' in r) expect(isDay(r.datum)).toBe(true)
          if (r.exspirace !== null && r.exspirace !== undefined)
            expect(isDay(r.exspirace)).toBe(true)
          if (kind === 'sklad') expect(r.mnozstvi as number).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 1000 }
    )
  })
})

describe('orders', () => {
  const product = fc.record({
    pdk: fc.stringMatching(/^[A-Z]\d{1,3}$/),
    nazev: fc.constantFrom('Paralen', 'Ibalgin', 'Nurofen', 'Zinnat', 'Ělevit'),
    dodavatel: fc.constantFrom('KRKA, d.d., Novo mesto', 'Zentiva', 'krka', null, 'Teva'),
    stock: fc.integer({ min: 0, max: 500 }),
    daily: fc.double({ min: 0, max: 20, noNaN: true }),
  })
  const c = { CONSUMPTION_WINDOW_DAYS: 182, DAYS_PER_MONTH: 30 }

  test('every proposed line needs something; more months never need less', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { selector: (p) => p.pdk, maxLength: 10 }),
        fc.constantFrom('krka', 'KRKA', 'zentiva', 'teva'),
        fc.integer({ min: 1, max: 5 }),
        (products, supplier, months) => {
          const lines = supplierOrderLines(products, supplier, months, c)
          const more = new Map(
            supplierOrderLines(products, supplier, months + 1, c).map((l) => [l.pdk, l.need])
          )
          for (const l of lines) {
            expect(Number.isInteger(l.need) && l.need > 0).toBe(true)
            expect(more.get(l.pdk)).toBeGreaterThanOrEqual(l.need)
            const p = products.find((x) => x.pdk === l.pdk)!
            expect(supplierMatches(p.dodavatel, supplier)).toBe(true)
            expect(l.need).toBe(orderNeed(p.daily, p.stock, months, c))
          }
        }
      )
    )
  })

  test('a leaflet proposes each PDK at most once, only what is needed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sukl: fc.option(fc.constantFrom('12345', '0012345', '99', ' 99 ')),
            pdk: fc.option(fc.constantFrom('A1', 'B2', 'C3')),
            nazev: fc.constant('Leták'),
            akcniNakupni: fc.double({ min: 0, max: 500, noNaN: true }),
          }),
          { maxLength: 6 }
        ),
        fc.uniqueArray(
          fc.record({
            pdk: fc.constantFrom('A1', 'B2', 'C3', 'D4'),
            nazev: fc.option(fc.constant('Produkt')),
            sukl: fc.array(fc.option(fc.constantFrom('12345', '99', '0000099')), { maxLength: 2 }),
            stock: fc.integer({ min: 0, max: 100 }),
            daily: fc.double({ min: 0, max: 10, noNaN: true }),
            ncsd: fc.option(fc.double({ min: 0, max: 500, noNaN: true })),
          }),
          { selector: (p) => p.pdk }
        ),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (items, products, daysLeft, months) => {
          const lines = leafletOrderLines(items, products, daysLeft, months, c)
          expect(new Set(lines.map((l) => l.pdk)).size).toBe(lines.length)
          for (const l of lines) expect(l.need).toBeGreaterThan(0)
        }
      )
    )
  })
})

describe('discounts', () => {
  const rule = fc.record({
    days: fc.integer({ min: 1, max: 365 }),
    discount: fc.integer({ min: 0, max: 100 }),
    mode: fc.constantFrom('z_prodejni' as const, 'za_nakupku' as const),
  })

  test('each lot takes the smallest rule that covers it; a discount never raises the price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pdk: fc.constant('A'),
            nazev: fc.constantFrom('A', 'B'),
            sarze: fc.constant(null),
            exspirace: day(-20, 400),
            mnozstvi: fc.integer({ min: -1, max: 20 }),
            pc: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
            ncsd: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
          }),
          { maxLength: 10 }
        ),
        fc.array(rule, { minLength: 1, maxLength: 5 }),
        (lots, rules: DiscountRule[]) => {
          const { lines, expired } = discountPlan(lots, rules, TODAY)
          for (const e of expired) expect(e.zbyvaDni).toBeLessThan(0)
          for (const l of lines) {
            expect(l.zbyvaDni).toBeGreaterThanOrEqual(0)
            expect(l.zbyvaDni).toBeLessThanOrEqual(l.rule.days)
            const smallest = Math.min(
              ...rules.filter((r) => r.days >= l.zbyvaDni).map((r) => r.days)
            )
            expect(l.rule.days).toBe(smallest)
            if (l.rule.mode === 'z_prodejni' && l.pc !== null)
              expect(l.newPrice!).toBeLessThanOrEqual(Math.round(l.pc * 100) / 100 + 1e-9)
            expect(l.newPrice === null || l.newPrice >= 0).toBe(true)
          }
        }
      )
    )
  })

  test('a z_prodejni price is whole hellers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (h, d) => {
          const price = newPrice(
            { pc: h / 100, ncsd: null },
            { days: 30, discount: d, mode: 'z_prodejni' }
          )!
          expect(Math.round(price * 100) / 100).toBe(price)
        }
      )
    )
  })
})

describe('vouchers and price-list validity', () => {
  test('any voucher row gives a voucher of whole hellers or a reason, never a throw', () => {
    fc.assert(
      fc.property(
        fc.record({ datum: anyCell, cislo: anyCell, castka: anyCell, pojistovna: anyCell }),
        (values) => {
          const result = voucherRow((f) => (values as Record<string, unknown>)[f])
          if ('reason' in result) return
          expect(isDay(result.row.datum)).toBe(true)
          expect(Number.isFinite(result.row.castka)).toBe(true)
          expect(Math.abs(result.row.castka)).toBeLessThan(1e9)
        }
      ),
      { numRuns: 1000 }
    )
  })

  const validityDay = fc.oneof(
    day(-800, 800),
    fc.string(),
    fc.constant(null),
    fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    fc.constantFrom('0000-01-01', '0000-12-31', '2026-02-29', ' 2026-11-22 ')
  )

  test('an accepted validity is two real days in order; anything else is a Czech refusal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('leaflet' as const, 'uhrady' as const),
        validityDay,
        validityDay,
        (kind, from, to) => {
          const check = checkValidity(kind, from, to)
          if (!check.ok) {
            expect(check.message).toMatch(/[ěščřžýáíéůúňťďó]/)
            return
          }
          const { validFrom, validTo } = check.validity
          expect(new Date(`${validFrom}T00:00:00Z`).toISOString().slice(0, 10)).toBe(validFrom)
          /* PostgreSQL has no year 0: such a day must be refused here, not by the database. */
          expect(validFrom.startsWith('0000') || (validTo ?? '').startsWith('0000')).toBe(false)
          if (kind === 'uhrady') expect(validTo).toBeNull()
          else expect(validTo! >= validFrom).toBe(true)
        }
      )
    )
  })
})

/** PostgreSQL LIKE with the default `\` escape, for checking the patterns the search builds. */
function like(pattern: string, text: string) {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]
    if (ch === '\\') source += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    else if (ch === '%') source += '[\\s\\S]*'
    else if (ch === '_') source += '[\\s\\S]'
    else source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 'u').test(text)
}

describe('watchlist search patterns', () => {
  const text = fc.string({ unit: fc.constantFrom(...'ab1%_\\ .'), maxLength: 8 })
  test('wildcards a user types match only themselves', () => {
    fc.assert(
      fc.property(text, text, (query, name) => {
        const q = query.trim().replace(/\s+/g, ' ')
        expect(like(suklPrefixPattern(query), name)).toBe(name.startsWith(q))
        expect(like(nameSubstringPattern(query), name)).toBe(name.includes(query))
      }),
      { numRuns: 1000 }
    )
  })
})

describe('voucher report', () => {
  const voucher = fc.record({
    datum: day(-700, 30),
    cislo: fc.stringMatching(/^\d{1,6}$/),
    castka: fc.integer({ min: -100_000, max: 10_000_000 }).map((h) => h / 100),
    pojistovna: fc.option(fc.constantFrom('111', '201', ' 211 ', 'Jiná', '')),
    lekar: fc.constant(null),
    stav: fc.option(fc.constantFrom('proplaceno', 'Proplacená', 'neproplaceno', 'UHRAZENO', '')),
  })

  test('sums by month and by insurer both add up to the total, heller-exact', () => {
    fc.assert(
      fc.property(fc.array(voucher, { maxLength: 40 }), (vouchers) => {
        const hellers = (sums: { castka: number; count: number }[]) =>
          sums.reduce((s, x) => s + Math.round(x.castka * 100), 0)
        const all = Math.round(total(vouchers) * 100)
        expect(all).toBe(vouchers.reduce((s, v) => s + Math.round(v.castka * 100), 0))
        expect(hellers(sumsByMonth(vouchers))).toBe(all)
        expect(hellers(sumsByInsurer(vouchers))).toBe(all)
        expect(sumsByMonth(vouchers).reduce((s, x) => s + x.count, 0)).toBe(vouchers.length)
        expect(sumsByInsurer(vouchers).reduce((s, x) => s + x.count, 0)).toBe(vouchers.length)
        const open = unsettled(vouchers, domain.VOUCHER_SETTLED_STATES)
        for (const v of open) expect(isSettled(v.stav, domain.VOUCHER_SETTLED_STATES)).toBe(false)
      })
    )
  })

  test('a settled state is settled in any case and diacritics; its negation never is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...domain.VOUCHER_SETTLED_STATES),
        fc.boolean(),
        fc.boolean(),
        (state, upper, strip) => {
          let text = strip ? state.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : state
          if (upper) text = text.toUpperCase()
          expect(isSettled(text, domain.VOUCHER_SETTLED_STATES)).toBe(true)
          expect(isSettled(`ne${text}`, domain.VOUCHER_SETTLED_STATES)).toBe(false)
        }
      )
    )
  })
})

describe('reimbursement changes', () => {
  test('only stocked products that changed, sorted by impact, impact = stock × difference', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sukl: fc.stringMatching(/^\d{7}$/),
            nazev: fc.constantFrom('A', 'B', 'Č'),
            stock: fc.integer({ min: -2, max: 300 }),
            oldUhrada: fc.option(fc.integer({ min: 0, max: 500_000 }).map((n) => n / 100)),
            newUhrada: fc.option(fc.integer({ min: 0, max: 500_000 }).map((n) => n / 100)),
          }),
          { maxLength: 20 }
        ),
        (products) => {
          const lines = reimbursementChanges(products)
          for (const [i, l] of lines.entries()) {
            expect(l.stock).toBeGreaterThan(0)
            expect(l.difference).not.toBe(0)
            expect(l.difference).toBeCloseTo((l.newUhrada ?? 0) - (l.oldUhrada ?? 0), 6)
            expect(l.impact).toBeCloseTo(l.stock * l.difference, 6)
            if (i > 0) expect(lines[i - 1].impact).toBeLessThanOrEqual(l.impact)
          }
          expect(totalImpact(lines)).toBeCloseTo(
            lines.reduce((s, l) => s + l.impact, 0),
            6
          )
        }
      )
    )
  })
})

describe('cell codes and flags', () => {
  test('SÚKL codes keep 7 digits and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(9_999_999), fc.stringMatching(/^\s*\d{1,9}\s*$/), fc.string()),
        (value) => {
          const sukl = parseSuklCode(value)
          expect(parseSuklCode(sukl)).toBe(sukl)
          if (sukl !== null && /^\d+$/.test(sukl)) expect(sukl.length).toBeGreaterThanOrEqual(7)
        }
      )
    )
  })

  test('Volně prodejný: yes/no in any case and spacing; an rx header inverts ano/ne', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ano', 'ne', 'A', 'N', '1', '0', 'true', 'false'),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t'),
        (value, upper, pad) => {
          const text = `${pad}${upper ? value.toUpperCase() : value}${pad}`
          const otc = parseOtc(text, false)
          expect(otc).not.toBeNull()
          expect(parseOtc(text, true)).toBe(!otc)
        }
      )
    )
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (value, rx) => {
        const otc = parseOtc(value, rx)
        expect(otc === null || typeof otc === 'boolean').toBe(true)
      })
    )
  })
})
