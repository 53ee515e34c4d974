import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { czDate, czDateTime, czMoney, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { currentBatch } from '#stock/queries/current_batch'
import { leafletStock, reportLeaflet } from '#pricelists/queries/action_prices'
import { actionPriceLines } from '#pricelists/rules/action_prices'

type Params = { firma: string; pharmacyCode: string }

export const REPORT_UNAVAILABLE = 'Report není k dispozici.'

const COLUMNS = pdfColumns(
  'Název:56 | Kód SÚKL:16 | Zásoba:>14 | NCSD:>18 | Akční nákupní:>20 | Akční prodejní:>20',
  'Ztráta/ks:>20 | Ztráta celkem:>22'
)

/** Action prices below the branch's purchase price (DOMAIN.md "Action prices PDF"). */
export const actionPricesPdfKind = branchPdfKind({
  name: 'pricelists.akcni',
  async sources(params: Params, { today }) {
    const leaflet = await reportLeaflet(today)
    const batch = await currentBatch(params)
    return leaflet && batch ? { leaflet, batch } : null
  },
  missing: REPORT_UNAVAILABLE,
  fingerprint: ({ leaflet, batch }, { today }) => [leaflet.id, batch.batchId, today],
  async layout({ leaflet, batch }) {
    const { lines, totals } = actionPriceLines(
      await leafletStock(Number(leaflet.id), batch.batchId)
    )
    return {
      title: 'Akční ceny pod nákupní cenou',
      blocks: [
        {
          type: 'fields',
          fields: [
            ['Platnost letáku', `${czDate(leaflet.validFrom)} – ${czDate(leaflet.validTo)}`],
            ['Poslední export', czDateTime(batch.lastBatch)],
            ['Počet položek', String(lines.length)],
          ],
        },
        {
          type: 'text',
          size: 9,
          text: 'Položky letáku skladem na pobočce, jejichž akční prodejní cena je nižší než NCSD. Ztráta/ks = NCSD − akční prodejní cena.',
        },
        pdfTable(
          COLUMNS,
          lines.map((l) => [
            l.nazev,
            l.sukl ?? '—',
            czNumber(l.stock),
            czMoney(l.ncsd),
            czMoney(l.akcniNakupni),
            czMoney(l.akcniProdejni),
            czMoney(l.lossPerPiece),
            czMoney(l.totalLoss),
          ]),
          {
            totals: {
              'Název': 'Celkem',
              'Zásoba': czNumber(totals.stock),
              'Ztráta celkem': czMoney(totals.totalLoss),
            },
            emptyText: 'Žádná položka letáku skladem nemá akční prodejní cenu nižší než NCSD.',
            fontSize: 8,
          }
        ),
      ],
    }
  },
})
