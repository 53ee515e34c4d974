/*
| Action prices below purchase price (DOMAIN.md "Action prices PDF"): a leaflet item in
| stock at the branch is listed when its action selling price is lower than the branch's
| NCSD of that product. The NCSD of a product with several lots is their average weighted
| by quantity; the loss per piece is `NCSD − action selling price`.
*/

export type Lot = { mnozstvi: number; ncsd: number | null }

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0

/** Stock of the lots on the shelf and their quantity-weighted NCSD (null without any price). */
export function stockAndNcsd(lots: Lot[]) {
  let stock = 0
  let priced = 0
  let value = 0
  for (const lot of lots) {
    if (lot.mnozstvi <= 0) continue
    stock += lot.mnozstvi
    if (lot.ncsd !== null) {
      priced += lot.mnozstvi
      value += lot.mnozstvi * lot.ncsd
    }
  }
  return { stock: round4(stock), ncsd: priced > 0 ? round4(value / priced) : null }
}

/** The loss of selling at the action price, or null when there is none (or no data). */
export function actionLoss(ncsd: number | null, akcniProdejni: number | null, stock: number) {
  if (ncsd === null || akcniProdejni === null || stock <= 0) return null
  if (!(akcniProdejni < ncsd)) return null
  const lossPerPiece = round4(ncsd - akcniProdejni)
  return { lossPerPiece, totalLoss: round4(stock * lossPerPiece) }
}

export type LeafletStock = {
  nazev: string
  sukl: string | null
  pdk: string | null
  akcniNakupni: number
  akcniProdejni: number | null
  lots: Lot[]
}

/** The lines of the report, sorted by name, with their totals. */
export function actionPriceLines(items: LeafletStock[]) {
  const lines = []
  for (const item of items) {
    const { stock, ncsd } = stockAndNcsd(item.lots)
    const loss = actionLoss(ncsd, item.akcniProdejni, stock)
    if (!loss) continue
    lines.push({
      nazev: item.nazev,
      sukl: item.sukl,
      pdk: item.pdk,
      akcniNakupni: item.akcniNakupni,
      akcniProdejni: item.akcniProdejni,
      stock,
      ncsd: ncsd!,
      ...loss,
    })
  }
  lines.sort(
    (a, b) => a.nazev.localeCompare(b.nazev, 'cs') || (a.sukl ?? '').localeCompare(b.sukl ?? '')
  )
  const totals = {
    stock: round4(lines.reduce((sum, l) => sum + l.stock, 0)),
    totalLoss: round4(lines.reduce((sum, l) => sum + l.totalLoss, 0)),
  }
  return { lines, totals }
}
