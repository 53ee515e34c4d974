import { daysBetween } from '#core/calendar'
import { byName, ceilCount, type OrderConstants } from '#orders/rules/supplier_order'

/*
| Order from the leaflet (DOMAIN.md): for leaflet items the branch sold in the window,
| `need = ceil(daily × (days left in leaflet + 30 × months)) − stock`; lines with
| need > 0, with the action purchase price and the saving against NCSD.
*/

export type LeafletItem = {
  sukl: string | null
  pdk: string | null
  nazev: string
  akcniNakupni: number
}

export type LeafletProduct = {
  pdk: string
  nazev: string | null
  /** SÚKL codes of the PDK in sklad and karty. */
  sukl: (string | null)[]
  stock: number
  /** Sales per day, stock-out days excluded (rules/stock_outs). */
  daily: number
  /** Sold over the window; daily × 182 when not given. */
  consumption?: number
  stockOutDays?: number
  /** The lots' NCSD weighted by quantity; null when unknown. */
  ncsd: number | null
}

export type LeafletLine = {
  pdk: string
  sukl: string | null
  nazev: string
  stock: number
  consumption: number
  stockOutDays?: number
  need: number
  akcniNakupni: number
  ncsd: number | null
  /** (NCSD − action purchase price) × need; null without an NCSD. */
  saving: number | null
}

/** Days from today to validTo, both counted; 0 once the leaflet has ended. */
export function leafletDaysLeft(today: string, validTo: string | null) {
  if (!validTo) return 0
  return Math.max(0, daysBetween(today, validTo) + 1)
}

export function leafletNeed(
  daily: number,
  stock: number,
  daysLeft: number,
  months: number,
  c: OrderConstants
) {
  return ceilCount(daily * (daysLeft + c.DAYS_PER_MONTH * months)) - stock
}

/* SÚKL codes are 7 digits with leading zeros; a spreadsheet may have eaten them. */
export function suklKey(code: string | null | undefined) {
  const text = String(code ?? '').trim()
  if (text === '') return null
  return /^\d{1,7}$/.test(text) ? text.padStart(7, '0') : text
}

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * Each leaflet item joins the branch's PDKs by SÚKL code (sklad or karty) or by PDK; a
 * PDK sold in the window is proposed once, for the first leaflet item that names it.
 */
export function leafletMatches<P extends LeafletProduct>(items: LeafletItem[], products: P[]) {
  const byPdk = new Map(products.map((p) => [p.pdk, p]))
  const bySukl = new Map<string, P[]>()
  for (const p of products) {
    for (const key of new Set(p.sukl.map(suklKey))) {
      if (key) bySukl.set(key, [...(bySukl.get(key) ?? []), p])
    }
  }
  const seen = new Set<string>()
  const matches: { item: LeafletItem; key: string | null; product: P }[] = []
  for (const item of items) {
    const key = suklKey(item.sukl)
    const matched = [
      ...(item.pdk && byPdk.has(item.pdk) ? [byPdk.get(item.pdk)!] : []),
      ...(key ? (bySukl.get(key) ?? []) : []),
    ]
    for (const product of matched) {
      if (seen.has(product.pdk) || !(product.daily > 0)) continue
      seen.add(product.pdk)
      matches.push({ item, key, product })
    }
  }
  return matches
}

export function leafletOrderLines(
  items: LeafletItem[],
  products: LeafletProduct[],
  daysLeft: number,
  months: number,
  c: OrderConstants
): LeafletLine[] {
  const lines: LeafletLine[] = []
  for (const { item, key, product: p } of leafletMatches(items, products)) {
    const need = leafletNeed(p.daily, p.stock, daysLeft, months, c)
    if (need <= 0) continue
    lines.push({
      pdk: p.pdk,
      sukl: key ?? suklKey(p.sukl.find(Boolean)),
      nazev: p.nazev ?? item.nazev,
      stock: p.stock,
      consumption: p.consumption ?? p.daily * c.CONSUMPTION_WINDOW_DAYS,
      stockOutDays: p.stockOutDays,
      need,
      akcniNakupni: item.akcniNakupni,
      ncsd: p.ncsd,
      saving: p.ncsd === null ? null : round2((p.ncsd - item.akcniNakupni) * need),
    })
  }
  return lines.sort(byName)
}

export function leafletTotals(lines: LeafletLine[]) {
  return {
    lines: lines.length,
    pieces: lines.reduce((sum, l) => sum + l.need, 0),
    purchase: round2(lines.reduce((sum, l) => sum + round2(l.akcniNakupni * l.need), 0)),
    saving: round2(lines.reduce((sum, l) => sum + (l.saving ?? 0), 0)),
  }
}
