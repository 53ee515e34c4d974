import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czKc, czMoney } from '#core/format_cz'
import type { ReportBlock } from '#core/pdf/report'
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

async function uploadOf(params: Params) {
  const upload = await currentVoucherUpload(params)
  if (!upload) throw DomainError.notFound(NO_VOUCHERS)
  return upload
}

function sumsTable(first: string, sums: Sum[]): ReportBlock {
  return {
    type: 'table',
    columns: [
      { header: first, width: 96 },
      { header: 'Počet', width: 40, align: 'right' },
      { header: 'Částka (Kč)', width: 50, align: 'right' },
    ],
    rows: sums.map((s) => [s.label, String(s.count), czMoney(s.castka)]),
    totals: [
      'Celkem',
      String(sums.reduce((n, s) => n + s.count, 0)),
      czMoney(sums.reduce((n, s) => n + Math.round(s.castka * 100), 0) / 100),
    ],
  }
}

/**
 * The branch's vouchers: amounts by month and by insurer, then the vouchers the insurer
 * has not settled yet (rules/voucher_report).
 */
export const voucherPdfKind = branchPdfKind({
  name: 'vouchers.report',
  sources: (params: Params) => uploadOf(params),
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
    blocks.push({
      type: 'table',
      columns: [
        { header: 'Datum', width: 22 },
        { header: 'Číslo poukazu', width: 30 },
        { header: 'Pojišťovna', width: 30 },
        { header: 'Lékař', width: 44 },
        { header: 'Stav', width: 32 },
        { header: 'Částka (Kč)', width: 28, align: 'right' },
      ],
      rows: open.map((v) => [
        czDate(v.datum),
        v.cislo,
        insurerLabel(v.pojistovna),
        v.lekar ?? '—',
        v.stav ?? '—',
        czMoney(v.castka),
      ]),
      totals: open.length ? ['Celkem', '', '', '', '', czMoney(total(open))] : undefined,
      emptyText: 'Všechny poukázky jsou proplacené.',
    })
    return { title: VOUCHER_TITLE, blocks }
  },
})
