import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { czDate, czDateTime, czKc, czMoney } from '#core/format_cz'
import type { ReportBlock } from '#core/pdf/report'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { currentVoucherUpload, vouchersOf } from '#vouchers/queries/vouchers'
import {
  insurerLabel,
  sumsByInsurer,
  sumsByMonth,
  total,
  unsettled,
  type Sum,
} from '#vouchers/rules/voucher_report'

type Params = { firma: string; pharmacyCode: string }

export const VOUCHER_TITLE = 'Přehled poukázek'
export const NO_VOUCHERS = 'Poukázky zatím nebyly nahrány.'

const OPEN_COLUMNS = pdfColumns(
  'Datum:22 | Číslo poukazu:30 | Pojišťovna:30 | Lékař:44 | Stav:32 | Částka (Kč):>28'
)

function sumsTable(first: 'Měsíc' | 'Pojišťovna', sums: Sum[]): ReportBlock {
  const columns = pdfColumns(`${first}:96 | Počet:>40 | Částka (Kč):>50`)
  return pdfTable(
    columns,
    sums.map((s) => [s.label, String(s.count), czMoney(s.castka)]),
    {
      totals: {
        [first]: 'Celkem',
        'Počet': String(sums.reduce((n, s) => n + s.count, 0)),
        'Částka (Kč)': czMoney(sums.reduce((n, s) => n + Math.round(s.castka * 100), 0) / 100),
      },
    }
  )
}

/**
 * The branch's vouchers: amounts by month and by insurer, then the vouchers the insurer
 * has not settled yet (rules/voucher_report).
 */
export const voucherPdfKind = branchPdfKind({
  name: 'vouchers.report',
  sources: (params: Params) => currentVoucherUpload(params),
  missing: NO_VOUCHERS,
  fingerprint: (upload) => String(upload.id),
  async layout(upload) {
    const vouchers = await vouchersOf(upload.id)
    const open = unsettled(vouchers, domain.VOUCHER_SETTLED_STATES)

    const blocks: ReportBlock[] = [
      {
        type: 'fields',
        fields: [
          ['Nahráno', czDateTime(upload.lastBatch)],
          ['Soubor', upload.source],
          ['Počet poukázek', String(vouchers.length)],
          ['Celková částka', czKc(total(vouchers))],
          ['Neproplacených poukázek', String(open.length)],
          ['Neproplacená částka', czKc(total(open))],
        ],
      },
      { type: 'heading', text: 'Podle měsíců' },
      sumsTable('Měsíc', sumsByMonth(vouchers)),
      { type: 'heading', text: 'Podle pojišťoven' },
      sumsTable('Pojišťovna', sumsByInsurer(vouchers)),
      { type: 'heading', text: 'Neproplacené poukázky' },
    ]
    if (!upload.hasStav) {
      blocks.push({
        type: 'text',
        text: 'Soubor nemá sloupec Stav, proto jsou všechny poukázky vedeny jako neproplacené.',
      })
    }
    blocks.push(
      pdfTable(
        OPEN_COLUMNS,
        open.map((v) => [
          czDate(v.datum),
          v.cislo,
          insurerLabel(v.pojistovna),
          v.lekar ?? '—',
          v.stav ?? '—',
          czMoney(v.castka),
        ]),
        {
          totals: open.length
            ? { 'Datum': 'Celkem', 'Částka (Kč)': czMoney(total(open)) }
            : undefined,
          emptyText: 'Všechny poukázky jsou proplacené.',
        }
      )
    )
    return { title: VOUCHER_TITLE, blocks }
  },
})
