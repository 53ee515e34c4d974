import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { czDate, czKc, czMoney, czMonths, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { branchProducts } from '#stock/queries/branch_products'
import { currentLeaflet, leafletItems } from '#orders/queries/leaflet'
import {
  leafletDaysLeft,
  leafletMatches,
  leafletOrderLines,
  leafletTotals,
} from '#orders/rules/leaflet_order'
import { orderCells, orderSummary, STOCKOUT_NOTE_BLOCK } from '#orders/services/order_pdf_common'
import { exportDateFields } from '#stock/services/batch_pdf_kind'
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

const COLUMNS = pdfColumns(
  'PDK:14 | Kód SÚKL:16 | Název:43 | Zásoba:>13 | Spotřeba 6 měs.:>16 | Dny bez zásoby:>15',
  'Objednat (ks):>16 | NCSD:>16 | Akční nákupní cena:>17 | Úspora (Kč):>20'
)

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
            ...exportDateFields(batch, now),
          ],
        },
        { type: 'text', text: NOTE },
        STOCKOUT_NOTE_BLOCK,
        pdfTable(
          COLUMNS,
          lines.map((l) => [
            l.pdk,
            l.sukl ?? '—',
            l.nazev,
            ...orderCells(l),
            czMoney(l.ncsd),
            czMoney(l.akcniNakupni),
            czMoney(l.saving),
          ]),
          {
            totals: {
              'PDK': 'Celkem',
              'Název': `Položek: ${totals.lines}`,
              'Objednat (ks)': czNumber(totals.pieces),
              'Úspora (Kč)': czMoney(totals.saving),
            },
            emptyText: 'Z aktuálního letáku není nyní potřeba nic doobjednat.',
            fontSize: 8,
          }
        ),
        orderSummary(
          totals,
          ['Nákup v akčních cenách', czKc(totals.purchase)],
          ['Úspora proti NCSD', czKc(totals.saving)]
        ),
      ],
    }
  },
})
