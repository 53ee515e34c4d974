import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czKc, czMoney, czMonths, czNumber } from '#core/format_cz'
import { branchProducts } from '#stock/queries/branch_products'
import { currentLeaflet, leafletItems } from '#orders/queries/leaflet'
import {
  leafletDaysLeft,
  leafletMatches,
  leafletOrderLines,
  leafletTotals,
} from '#orders/rules/leaflet_order'
import { STOCKOUT_NOTE, stockOutCell } from '#orders/services/order_pdf_common'
import { requireBatch, type BranchParams } from '#stock/services/branch_batch'
import { withStockOuts } from '#orders/services/stock_out_products'

type Params = BranchParams & { mesice: number }

export const NO_LEAFLET = 'Leták není nahraný.'

const TITLE = 'Doobjednání akčního letáku'

/* Doc 2 "Order from leaflet": the explanation of the screen. */
const NOTE =
  'Návrh vychází ze spotřeby za posledních 6 měsíců a z aktuálního rozsahu letáku: doplňte ' +
  'zboží za sníženou nákupní cenu před koncem akce a zlepšete marži při prodeji mimo akci. ' +
  'Úspora = (NCSD − akční nákupní cena) × množství k objednání.'

/* 186 mm: the A4 portrait content width. */
const COLUMNS = [
  { header: 'PDK', width: 14 },
  { header: 'Kód SÚKL', width: 16 },
  { header: 'Název', width: 43 },
  { header: 'Zásoba', width: 13, align: 'right' as const },
  { header: 'Spotřeba 6 měs.', width: 16, align: 'right' as const },
  { header: 'Dny bez zásoby', width: 15, align: 'right' as const },
  { header: 'Objednat (ks)', width: 16, align: 'right' as const },
  { header: 'NCSD', width: 16, align: 'right' as const },
  { header: 'Akční nákupní cena', width: 17, align: 'right' as const },
  { header: 'Úspora (Kč)', width: 20, align: 'right' as const },
]

async function requireLeaflet(today: string) {
  const leaflet = await currentLeaflet(today)
  if (!leaflet) throw DomainError.notFound(NO_LEAFLET)
  return leaflet
}

/** What to order while the leaflet's action prices last, for the current leaflet. */
export const leafletOrderPdfKind = branchPdfKind({
  name: 'orders.leaflet',
  async sources(params: Params, { today }) {
    const leaflet = await requireLeaflet(today)
    const batch = await requireBatch(params)
    return { leaflet, batch }
  },
  fingerprint: ({ leaflet, batch }, { today }) => [
    leaflet.id,
    leaflet.savedAt,
    batch.batchId,
    today,
  ],
  async layout({ leaflet, batch }, params, { now, today }) {
    const months = Number(params.mesice)
    const daysLeft = leafletDaysLeft(today, leaflet.validTo)
    const items = await leafletItems(leaflet.id)
    const all = await branchProducts(params, batch.batchId)
    const products = all.map((p) => ({ ...p, sukl: [p.skladSukl, p.kartySukl] }))
    const matched = leafletMatches(items, products).map((m) => m.product)
    const lines = leafletOrderLines(
      items,
      await withStockOuts(params, batch, matched),
      daysLeft,
      months,
      domain
    )
    const totals = leafletTotals(lines)
    return {
      title: TITLE,
      blocks: [
        {
          type: 'fields',
          fields: [
            ['Platnost letáku', `${czDate(leaflet.validFrom)} – ${czDate(leaflet.validTo)}`],
            ['Zbývá dní letáku', czNumber(daysLeft)],
            ['Zásoba na', czMonths(months)],
            ['Datum', czDate(now)],
            ['Poslední export', czDateTime(batch.lastBatch)],
          ],
        },
        { type: 'text', text: NOTE },
        { type: 'text', text: STOCKOUT_NOTE, size: 8, color: '#555555' },
        {
          type: 'table',
          columns: COLUMNS,
          fontSize: 8,
          rows: lines.map((l) => [
            l.pdk,
            l.sukl ?? '—',
            l.nazev,
            czNumber(l.stock),
            czNumber(l.consumption, 1),
            stockOutCell(l.stockOutDays),
            czNumber(l.need),
            czMoney(l.ncsd),
            czMoney(l.akcniNakupni),
            czMoney(l.saving),
          ]),
          totals: [
            'Celkem',
            '',
            `Položek: ${totals.lines}`,
            '',
            '',
            '',
            czNumber(totals.pieces),
            '',
            '',
            czMoney(totals.saving),
          ],
          emptyText: 'Z aktuálního letáku není nyní potřeba nic doobjednat.',
        },
        {
          type: 'fields',
          fields: [
            ['Počet položek', czNumber(totals.lines)],
            ['Celkem kusů', czNumber(totals.pieces)],
            ['Nákup v akčních cenách', czKc(totals.purchase)],
            ['Úspora proti NCSD', czKc(totals.saving)],
          ],
        },
      ],
    }
  },
})
