/*
| Stock-out-aware consumption for order proposals, as OpenLMIS adjusts consumption:
| N = C × D / (D − X), C sold in the period of D days, X days out of stock. Our D is the
| consumption window (182 days up to the batch day); X is reconstructed per PDK by
| walking back from the sklad snapshot through each day's net movements.
*/

export type StockOutConstants = {
  CONSUMPTION_WINDOW_DAYS: number
  STOCKOUT_MIN_IN_STOCK_DAYS: number
}

/** One day's movements of a PDK; `daysAgo` 0 is the batch day, the window's last day. */
export type DayMovements = { daysAgo: number; net: number; sold: number }

export type StockHistory = {
  /** The current sklad snapshot: stock at the end of the batch day. */
  endStock: number
  /** Older sklad snapshots: stock at the end of their day, trusted over the walk. */
  snapshots: { daysAgo: number; stock: number }[]
  movements: DayMovements[]
}

/* Quantities are numeric(14,3); sums of them must not leave 0 as 1e-15. */
const EPSILON = 1e-9

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

/** Movement rows of one PDK, day, type and sale flag: their quantities summed, as written and absolute. */
export type MovementSums = { typ: string; isSale: boolean; quantity: number; absQuantity: number }

/**
 * How movements change the stock. Sales count as absolute values (DOMAIN.md), a receipt
 * (příjem) always adds and a write-off (odpis) always removes, whatever sign the branch
 * system wrote; any other type (převod, inventura, vratka, none) keeps its sign.
 */
export function movementEffect(m: MovementSums): number {
  if (m.isSale) return -m.absQuantity
  const kind = fold(m.typ)
  if (kind.startsWith('prijem')) return m.absQuantity
  if (kind.startsWith('odpis')) return -m.absQuantity
  return m.quantity
}

/**
 * Days of the window the PDK was out of stock: the stock at the end of the day was 0 or
 * less and nothing was sold that day (a day with a sale had stock, if only until the
 * sale). Each day's end stock is the next day's minus that next day's net movements; an
 * older snapshot replaces the walked value on its day, so a missing movement does not
 * drift across the whole window. A snapshot on the batch day itself is not newer than
 * the current one and is ignored.
 */
export function stockOutDays(history: StockHistory, windowDays: number): number {
  const net = new Float64Array(windowDays)
  const sold = new Float64Array(windowDays)
  for (const day of history.movements) {
    if (day.daysAgo < 0 || day.daysAgo >= windowDays) continue
    net[day.daysAgo] += day.net
    sold[day.daysAgo] += day.sold
  }
  const snapshots = new Map<number, number>()
  for (const s of history.snapshots) {
    if (s.daysAgo > 0 && s.daysAgo < windowDays) snapshots.set(s.daysAgo, s.stock)
  }
  let stock = history.endStock
  let out = 0
  for (let ago = 0; ago < windowDays; ago++) {
    stock = snapshots.get(ago) ?? stock
    if (stock <= EPSILON && sold[ago] <= EPSILON) out++
    stock -= net[ago]
  }
  return out
}

/**
 * The daily consumption over the days with stock: `daily × window / (window − out)`, the
 * divisor never below STOCKOUT_MIN_IN_STOCK_DAYS. Without stock-out days it is `daily`.
 */
export function adjustedDaily(daily: number, outDays: number, c: StockOutConstants) {
  if (outDays <= 0) return daily
  const window = c.CONSUMPTION_WINDOW_DAYS
  const inStock = Math.max(window - outDays, c.STOCKOUT_MIN_IN_STOCK_DAYS)
  return (daily * window) / inStock
}
