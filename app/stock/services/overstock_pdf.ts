import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { czDate, czDateTime, czKc, czMoney, czNumber } from '#core/format_cz'
import { branchProducts } from '#stock/queries/branch_products'
import { requireBatch, type BranchParams } from '#stock/services/branch_batch'
import { overstockReport } from '#stock/rules/overstock'

const TITLE = 'Přehled nadzásob'

/* 186 mm: the A4 portrait content width. */
const COLUMNS = [
  { header: 'PDK', width: 20 },
  { header: 'Název', width: 62 },
  { header: 'Zásoba', width: 18, align: 'right' as const },
  { header: 'Spotřeba / měsíc', width: 20, align: 'right' as const },
  { header: 'Pokrytí (měsíce)', width: 20, align: 'right' as const },
  { header: 'Přebytek (ks)', width: 20, align: 'right' as const },
  { header: 'Hodnota přebytku (Kč)', width: 26, align: 'right' as const },
]

/** The branch's PDKs stocked beyond OVERSTOCK_MONTHS of consumption, the largest value first. */
export const overstockPdfKind = branchPdfKind({
  name: 'stock.overstock',
  sources: (params: BranchParams) => requireBatch(params),
  fingerprint: (batch, { today }) => [batch.batchId, today],
  async layout(batch, params, { now }) {
    const known = await branchProducts(params, batch.batchId)
    const products = known
      .filter((p) => p.stock > 0)
      .map((p) => ({ ...p, nazev: p.nazev ?? p.pdk }))
    const { lines, totals } = overstockReport(products, domain)
    return {
      title: TITLE,
      blocks: [
        {
          type: 'fields',
          fields: [
            ['Datum', czDate(now)],
            ['Poslední export', czDateTime(batch.lastBatch)],
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
        {
          type: 'table',
          columns: COLUMNS,
          rows: lines.map((l) => [
            l.pdk,
            l.nazev,
            czNumber(l.stock),
            czNumber(l.monthly, 2),
            Number.isFinite(l.cover) ? czNumber(l.cover, 1) : '∞',
            czNumber(l.surplus),
            czMoney(l.value),
          ]),
          totals: [
            'Celkem',
            `Položek: ${totals.lines}`,
            czNumber(totals.stock),
            '',
            '',
            czNumber(totals.surplus),
            czMoney(totals.value),
          ],
          emptyText: 'Pobočka nemá žádné nadzásoby.',
        },
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
