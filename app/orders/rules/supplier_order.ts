/*
| Order proposal by supplier (DOMAIN.md): for each PDK of the supplier at the branch,
| `need = ceil(daily × 30 × months) − stock`; lines with need > 0, sorted by name.
*/

export type OrderConstants = { CONSUMPTION_WINDOW_DAYS: number; DAYS_PER_MONTH: number }

/** One PDK of the branch with what the order rules read. */
export type BranchProduct = {
  pdk: string
  nazev: string
  /** Dodavatel from karty, else from sklad. */
  dodavatel: string | null
  stock: number
  /** What the proposal extrapolates: sales per day, stock-out days excluded (rules/stock_outs). */
  daily: number
  /** Sold over the window; daily × 182 when not given. */
  consumption?: number
  /** Days of the window without stock, left out of `daily`. */
  stockOutDays?: number
}

export type OrderLine = {
  pdk: string
  nazev: string
  stock: number
  /** Sold over the consumption window. */
  consumption: number
  stockOutDays?: number
  need: number
}

/* daily is a quotient of the window's sales: ceil must not turn 90.000000001 into 91. */
const EPSILON = 1e-9

export function ceilCount(value: number) {
  return Math.ceil(value - EPSILON) || 0 /* never -0 */
}

/** Case- and diacritics-insensitive, spaces collapsed (API.md `dodavatel` matching). */
export function foldText(value: string | null | undefined) {
  return String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** `krka` matches `KRKA, d.d., Novo mesto`. */
export function supplierMatches(dodavatel: string | null, supplier: string) {
  const wanted = foldText(supplier)
  return wanted !== '' && foldText(dodavatel).includes(wanted)
}

export function orderNeed(daily: number, stock: number, months: number, c: OrderConstants) {
  return ceilCount(daily * c.DAYS_PER_MONTH * months) - stock
}

const collator = new Intl.Collator('cs')

export const byName = (a: { nazev: string; pdk: string }, b: { nazev: string; pdk: string }) =>
  collator.compare(a.nazev, b.nazev) || a.pdk.localeCompare(b.pdk)

export function supplierOrderLines(
  products: BranchProduct[],
  supplier: string,
  months: number,
  c: OrderConstants
): OrderLine[] {
  const lines: OrderLine[] = []
  for (const p of products) {
    if (!supplierMatches(p.dodavatel, supplier)) continue
    const need = orderNeed(p.daily, p.stock, months, c)
    if (need <= 0) continue
    lines.push({
      pdk: p.pdk,
      nazev: p.nazev,
      stock: p.stock,
      consumption: p.consumption ?? p.daily * c.CONSUMPTION_WINDOW_DAYS,
      stockOutDays: p.stockOutDays,
      need,
    })
  }
  return lines.sort(byName)
}

export function orderTotals(lines: { need: number }[]) {
  return { lines: lines.length, pieces: lines.reduce((sum, l) => sum + l.need, 0) }
}
