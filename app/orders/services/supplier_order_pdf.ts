import { domain } from '#config/domain'
import { czMonths, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { orderTotals, supplierMatches, supplierOrderLines } from '#orders/rules/supplier_order'
import { orderCells, orderSummary, STOCKOUT_NOTE_BLOCK } from '#orders/services/order_pdf_common'
import { batchPdfKind, exportDateFields } from '#stock/services/batch_pdf_kind'
import type { BranchParams } from '#stock/services/branch_batch'
import { withStockOuts } from '#orders/services/stock_out_products'

type Params = BranchParams & { dodavatel: string; mesice: number }

/* Doc 2 "Order proposal": the note the screen and the document carry. */
export const ORDER_NOTE =
  'Návrh je spočítán z pohybů skladu za posledních 6 měsíců. Nezohledňuje neohlášené změny ' +
  'úhrad, dostupnost u distributora, sezónní prodeje, LPOD ani skladovací prostor.'

const COLUMNS = pdfColumns(
  'PDK:22 | Název:76 | Zásoba:>18 | Spotřeba 6 měs.:>24 | Dny bez zásoby:>22 | Objednat (ks):>24'
)

/** The order proposal for one supplier: what to order to cover `mesice` months of sales. */
export const supplierOrderPdfKind = batchPdfKind({
  name: 'orders.supplier',
  async layout({ batch, products: all }, params: Params, { now }) {
    const products = all.filter((p) => supplierMatches(p.dodavatel, params.dodavatel))
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
            ...exportDateFields(batch, now),
          ],
        },
        { type: 'text', text: ORDER_NOTE },
        STOCKOUT_NOTE_BLOCK,
        pdfTable(
          COLUMNS,
          lines.map((l) => [l.pdk, l.nazev, ...orderCells(l)]),
          {
            totals: {
              'PDK': 'Celkem',
              'Název': `Položek: ${totals.lines}`,
              'Objednat (ks)': czNumber(totals.pieces),
            },
            emptyText: 'Od tohoto dodavatele není nyní potřeba nic objednat.',
          }
        ),
        orderSummary(totals),
      ],
    }
  },
})
