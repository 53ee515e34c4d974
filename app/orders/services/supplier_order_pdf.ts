import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { czDate, czDateTime, czMonths, czNumber } from '#core/format_cz'
import { branchProducts } from '#stock/queries/branch_products'
import { orderTotals, supplierMatches, supplierOrderLines } from '#orders/rules/supplier_order'
import { STOCKOUT_NOTE, stockOutCell } from '#orders/services/order_pdf_common'
import { requireBatch, type BranchParams } from '#stock/services/branch_batch'
import { withStockOuts } from '#orders/services/stock_out_products'

type Params = BranchParams & { dodavatel: string; mesice: number }

/* Doc 2 "Order proposal": the note the screen and the document carry. */
export const ORDER_NOTE =
  'Návrh je spočítán z pohybů skladu za posledních 6 měsíců. Nezohledňuje neohlášené změny ' +
  'úhrad, dostupnost u distributora, sezónní prodeje, LPOD ani skladovací prostor.'

/* 186 mm: the A4 portrait content width. */
const COLUMNS = [
  { header: 'PDK', width: 22 },
  { header: 'Název', width: 76 },
  { header: 'Zásoba', width: 18, align: 'right' as const },
  { header: 'Spotřeba 6 měs.', width: 24, align: 'right' as const },
  { header: 'Dny bez zásoby', width: 22, align: 'right' as const },
  { header: 'Objednat (ks)', width: 24, align: 'right' as const },
]

/** The order proposal for one supplier: what to order to cover `mesice` months of sales. */
export const supplierOrderPdfKind = branchPdfKind({
  name: 'orders.supplier',
  sources: (params: Params) => requireBatch(params),
  fingerprint: (batch, { today }) => [batch.batchId, today],
  async layout(batch, params, { now }) {
    const all = await branchProducts(params, batch.batchId)
    const products = all
      .filter((p) => supplierMatches(p.dodavatel, params.dodavatel))
      .map((p) => ({ ...p, nazev: p.nazev ?? p.pdk }))
    const lines = supplierOrderLines(
      await withStockOuts(params, batch, products),
      params.dodavatel,
      Number(params.mesice),
      domain
    )
    const totals = orderTotals(lines)
    return {
      title: `Návrh objednávky – ${params.dodavatel}`,
      blocks: [
        {
          type: 'fields',
          fields: [
            ['Dodavatel', params.dodavatel],
            ['Zásoba na', czMonths(Number(params.mesice))],
            ['Datum', czDate(now)],
            ['Poslední export', czDateTime(batch.lastBatch)],
          ],
        },
        { type: 'text', text: ORDER_NOTE },
        { type: 'text', text: STOCKOUT_NOTE, size: 8, color: '#555555' },
        {
          type: 'table',
          columns: COLUMNS,
          rows: lines.map((l) => [
            l.pdk,
            l.nazev,
            czNumber(l.stock),
            czNumber(l.consumption, 1),
            stockOutCell(l.stockOutDays),
            czNumber(l.need),
          ]),
          totals: ['Celkem', `Položek: ${totals.lines}`, '', '', '', czNumber(totals.pieces)],
          emptyText: 'Od tohoto dodavatele není nyní potřeba nic objednat.',
        },
        {
          type: 'fields',
          fields: [
            ['Počet položek', czNumber(totals.lines)],
            ['Celkem kusů', czNumber(totals.pieces)],
          ],
        },
      ],
    }
  },
})
