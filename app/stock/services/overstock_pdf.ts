import { findBranchLabel } from '#branches/queries/branch_label'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { czDate, czDateTime, czKc, czMoney, czNumber } from '#core/format_cz'
import type { PdfKind } from '#core/pdf/pdf_queue'
import { renderReport } from '#core/pdf/report'
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
export const overstockPdfKind: PdfKind<BranchParams> = {
  name: 'stock.overstock',
  async fingerprint(params, now) {
    const batch = await requireBatch(params)
    return JSON.stringify([batch.batchId, dayIn(now, domain.TIME_ZONE)])
  },
  async render(params, now) {
    const batch = await requireBatch(params)
    const known = await branchProducts(params, batch.batchId)
    const products = known
      .filter((p) => p.stock > 0)
      .map((p) => ({ ...p, nazev: p.nazev ?? p.pdk }))
    const { lines, totals } = overstockReport(products, domain)
    return renderReport({
      title: TITLE,
      branch: await findBranchLabel(params),
      generatedAt: now,
      blocks: [
        { type: 'heading', text: TITLE },
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
    })
  },
}
