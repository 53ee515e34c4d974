import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czMoney, czNumber } from '#core/format_cz'
import { currentBatch } from '#stock/queries/current_batch'
import { leafletStock, reportLeaflet } from '#pricelists/queries/action_prices'
import { actionPriceLines } from '#pricelists/rules/action_prices'

type Params = { firma: string; pharmacyCode: string }

export const REPORT_UNAVAILABLE = 'Report není k dispozici.'

/* 186 mm of A4 portrait content width. */
const COLUMNS = [
  { header: 'Název', width: 56 },
  { header: 'Kód SÚKL', width: 16 },
  { header: 'Zásoba', width: 14, align: 'right' as const },
  { header: 'NCSD', width: 18, align: 'right' as const },
  { header: 'Akční nákupní', width: 20, align: 'right' as const },
  { header: 'Akční prodejní', width: 20, align: 'right' as const },
  { header: 'Ztráta/ks', width: 20, align: 'right' as const },
  { header: 'Ztráta celkem', width: 22, align: 'right' as const },
]

/** Action prices below the branch's purchase price (DOMAIN.md "Action prices PDF"). */
export const actionPricesPdfKind = branchPdfKind({
  name: 'pricelists.akcni',
  async sources(params: Params, { today }) {
    const leaflet = await reportLeaflet(today)
    const batch = await currentBatch(params)
    if (!leaflet || !batch) throw DomainError.notFound(REPORT_UNAVAILABLE)
    return { leaflet, batch }
  },
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
        {
          type: 'table',
          columns: COLUMNS,
          fontSize: 8,
          rows: lines.map((l) => [
            l.nazev,
            l.sukl ?? '—',
            czNumber(l.stock),
            czMoney(l.ncsd),
            czMoney(l.akcniNakupni),
            czMoney(l.akcniProdejni),
            czMoney(l.lossPerPiece),
            czMoney(l.totalLoss),
          ]),
          totals: ['Celkem', '', czNumber(totals.stock), '', '', '', '', czMoney(totals.totalLoss)],
          emptyText: 'Žádná položka letáku skladem nemá akční prodejní cenu nižší než NCSD.',
        },
      ],
    }
  },
})
