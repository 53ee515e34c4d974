/*
| Overstock (DOMAIN.md "Overstock"): PDKs whose stock exceeds OVERSTOCK_MONTHS of
| consumption, a month being daily × 30. Surplus = stock − ceil(OVERSTOCK_MONTHS of
| consumption); a PDK with stock and no sale has infinite cover and all of it is surplus.
*/

export type OverstockConstants = { OVERSTOCK_MONTHS: number; DAYS_PER_MONTH: number }

export type StockedProduct = {
  pdk: string
  nazev: string
  stock: number
  daily: number
  /** The lots' NCSD weighted by quantity; null when unknown. */
  ncsd: number | null
}

export type OverstockLine = {
  pdk: string
  nazev: string
  stock: number
  monthly: number
  /** Months of cover; Infinity without consumption. */
  cover: number
  surplus: number
  /** surplus × NCSD; null without an NCSD. */
  value: number | null
}

/* daily is a quotient of the window's sales: exactly 6 months must not read as 6.0000001. */
const EPSILON = 1e-9
const round2 = (value: number) => Math.round(value * 100) / 100
const collator = new Intl.Collator('cs')

/** Months the stock lasts at the branch's consumption. */
export function monthsOfCover(stock: number, daily: number, c: OverstockConstants) {
  return daily > 0 ? stock / (daily * c.DAYS_PER_MONTH) : Infinity
}

export function overstockLine(p: StockedProduct, c: OverstockConstants): OverstockLine | null {
  if (!(p.stock > 0)) return null
  const limit = Math.max(0, p.daily) * c.DAYS_PER_MONTH * c.OVERSTOCK_MONTHS
  if (p.stock <= limit + EPSILON) return null
  const surplus = p.stock - Math.max(0, Math.ceil(limit - EPSILON))
  return {
    pdk: p.pdk,
    nazev: p.nazev,
    stock: p.stock,
    monthly: Math.max(0, p.daily) * c.DAYS_PER_MONTH,
    cover: monthsOfCover(p.stock, p.daily, c),
    surplus,
    value: p.ncsd === null ? null : round2(surplus * p.ncsd),
  }
}

/** The report's lines, the largest surplus value first, and its totals. */
export function overstockReport(products: StockedProduct[], c: OverstockConstants) {
  const lines = products
    .map((p) => overstockLine(p, c))
    .filter((l): l is OverstockLine => l !== null)
    .sort(
      (a, b) =>
        (b.value ?? 0) - (a.value ?? 0) ||
        collator.compare(a.nazev, b.nazev) ||
        a.pdk.localeCompare(b.pdk)
    )
  const totals = {
    lines: lines.length,
    stock: lines.reduce((sum, l) => sum + l.stock, 0),
    surplus: lines.reduce((sum, l) => sum + l.surplus, 0),
    value: round2(lines.reduce((sum, l) => sum + (l.value ?? 0), 0)),
  }
  return { lines, totals }
}
