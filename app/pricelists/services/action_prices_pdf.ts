import { findBranchLabel } from '#branches/queries/branch_label'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czMoney, czNumber } from '#core/format_cz'
import type { PdfKind } from '#core/pdf/pdf_queue'
import { renderReport } from '#core/pdf/report'
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

async function sources(params: Params, now: Date) {
  const leaflet = await reportLeaflet(dayIn(now, domain.TIME_ZONE))
  const batch = await currentBatch(params)
  if (!leaflet || !batch) throw DomainError.notFound(REPORT_UNAVAILABLE)
  return { leaflet, batch }
}

/** Action prices below the branch's purchase price (DOMAIN.md "Action prices PDF"). */
export const actionPricesPdfKind: PdfKind<Params> = {
  name: 'pricelists.akcni',
  async fingerprint(params, now) {
    const { leaflet, batch } = await sources(params, now)
    return JSON.stringify([leaflet.id, batch.batchId, dayIn(now, domain.TIME_ZONE)])
  },
  async render(params, now) {
    const { leaflet, batch } = await sources(params, now)
    const { lines, totals } = actionPriceLines(
      await leafletStock(Number(leaflet.id), batch.batchId)
    )
    return renderReport({
      title: 'Akční ceny pod nákupní cenou',
      branch: await findBranchLabel(params),
      generatedAt: now,
      blocks: [
        { type: 'heading', text: 'Akční ceny pod nákupní cenou' },
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
    })
  },
}
