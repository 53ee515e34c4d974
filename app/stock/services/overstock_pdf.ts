import { domain } from '#config/domain'
import { czKc, czMoney, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { batchPdfKind, exportDateFields } from '#stock/services/batch_pdf_kind'
import type { BranchParams } from '#stock/services/branch_batch'
import { overstockReport } from '#stock/rules/overstock'

const TITLE = 'Přehled nadzásob'

const COLUMNS = pdfColumns(
  'PDK:20 | Název:62 | Zásoba:>18 | Spotřeba / měsíc:>20 | Pokrytí (měsíce):>20',
  'Přebytek (ks):>20 | Hodnota přebytku (Kč):>26'
)

/** The branch's PDKs stocked beyond OVERSTOCK_MONTHS of consumption, the largest value first. */
export const overstockPdfKind = batchPdfKind({
  name: 'stock.overstock',
  async layout({ batch, products }, _params: BranchParams, { now }) {
    const { lines, totals } = overstockReport(
      products.filter((p) => p.stock > 0),
      domain
    )
    return {
      title: TITLE,
      blocks: [
        {
          type: 'fields',
          fields: [
            ...exportDateFields(batch, now),
            ['Nadzásoba', `zásoba nad ${domain.OVERSTOCK_MONTHS} měsíců spotřeby`],
          ],
        },
        {
          type: 'text',
          text:
            `Spotřeba je spočítána z prodejů za posledních ${domain.CONSUMPTION_WINDOW_DAYS} dní; ` +
            `přebytek = zásoba − spotřeba za ${domain.OVERSTOCK_MONTHS} měsíců (zaokrouhleno ` +
            'nahoru), hodnota = přebytek × NCSD. Bez prodeje je pokrytí ∞ a přebytkem je celá zásoba.',
        },
        pdfTable(
          COLUMNS,
          lines.map((l) => [
            l.pdk,
            l.nazev,
            czNumber(l.stock),
            czNumber(l.monthly, 2),
            Number.isFinite(l.cover) ? czNumber(l.cover, 1) : '∞',
            czNumber(l.surplus),
            czMoney(l.value),
          ]),
          {
            totals: {
              'PDK': 'Celkem',
              'Název': `Položek: ${totals.lines}`,
              'Zásoba': czNumber(totals.stock),
              'Přebytek (ks)': czNumber(totals.surplus),
              'Hodnota přebytku (Kč)': czMoney(totals.value),
            },
            emptyText: 'Pobočka nemá žádné nadzásoby.',
          }
        ),
        {
          type: 'fields',
          fields: [
            ['Počet položek', czNumber(totals.lines)],
            ['Přebytek celkem (ks)', czNumber(totals.surplus)],
            ['Hodnota přebytku celkem', czKc(totals.value)],
          ],
        },
      ],
    }
  },
})
