import { domain } from '#config/domain'
import { dayIn, daysBetween } from '#core/calendar'
import { movementGroups, previousSklad } from '#orders/queries/stock_history'
import {
  adjustedDaily,
  movementEffect,
  stockOutDays,
  type DayMovements,
} from '#orders/rules/stock_outs'

type Branch = { firma: string; pharmacyCode: string }
type Batch = { batchId: number; lastBatch: string }
type Product = { pdk: string; stock: number; daily: number }

export type StockOutAware<P> = P & { consumption: number; stockOutDays: number }

/**
 * The products with their window's sales, the days they were out of stock and `daily`
 * adjusted for those days. Only products that sold are looked up: the others propose
 * nothing whatever their history. Reads the movements of just these PDKs, so a proposal
 * for one supplier stays cheap on a branch with half a million movements.
 */
export async function withStockOuts<P extends Product>(
  branch: Branch,
  batch: Batch,
  products: P[]
): Promise<StockOutAware<P>[]> {
  const window = domain.CONSUMPTION_WINDOW_DAYS
  const batchDay = dayIn(new Date(batch.lastBatch), domain.TIME_ZONE)
  const pdks = products.filter((p) => p.daily > 0).map((p) => p.pdk)
  const [groups, previous] = await Promise.all([
    movementGroups(branch, batchDay, window, pdks),
    pdks.length > 0 ? previousSklad(batch.batchId, pdks) : null,
  ])
  const movements = new Map<string, DayMovements[]>()
  for (const g of groups) {
    const list = movements.get(g.pdk) ?? []
    list.push({ daysAgo: g.daysAgo, net: movementEffect(g), sold: g.isSale ? g.absQuantity : 0 })
    movements.set(g.pdk, list)
  }
  const previousDaysAgo = previous
    ? daysBetween(dayIn(previous.createdAt, domain.TIME_ZONE), batchDay)
    : null

  return products.map((p) => {
    const consumption = p.daily * window
    if (!(p.daily > 0)) return { ...p, consumption, stockOutDays: 0 }
    const snapshots =
      previous && previousDaysAgo !== null
        ? [{ daysAgo: previousDaysAgo, stock: previous.stock.get(p.pdk) ?? 0 }]
        : []
    const out = stockOutDays(
      { endStock: p.stock, snapshots, movements: movements.get(p.pdk) ?? [] },
      window
    )
    return { ...p, consumption, stockOutDays: out, daily: adjustedDaily(p.daily, out, domain) }
  })
}
