import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { addDays } from '#core/calendar'
import { czDate, czDateTime, czKc, czMoney, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import type { ReportBlock } from '#core/pdf/report'
import { requireBatch } from '#stock/services/branch_batch'
import { discountRulesOf } from '#discounts/queries/discount_rules'
import { otcLotsExpiringBy } from '#discounts/queries/discount_lots'
import {
  discountPlan,
  horizonDays,
  ruleDescription,
  ruleShort,
  type DiscountLine,
  type DiscountLot,
  type ExpiredLine,
} from '#discounts/rules/discount_rules'

type Params = { firma: string; pharmacyCode: string }

export const DISCOUNT_TITLE = 'Zlevnění volně prodejných ohrožených'

const COLUMNS = pdfColumns(
  'Název:44 | PDK:14 | Šarže:16 | Exspirace:21 | Zbývá dní:>12 | Množství:>16 | PC (Kč):>17',
  'Pravidlo:24 | Nová cena (Kč):>22'
)
const EXPIRED_COLUMNS = pdfColumns(
  'Název:70 | PDK:20 | Šarže:26 | Exspirace:24 | Po expiraci (dní):>26 | Množství:>20'
)

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** The lot's cells under Název, PDK, Šarže and Exspirace, as both tables start. */
function lotCells(line: DiscountLot) {
  return [line.nazev, line.pdk, line.sarze || '—', czDate(line.exspirace)]
}

function lineRow(line: DiscountLine) {
  return [
    ...lotCells(line),
    String(line.zbyvaDni),
    czNumber(line.mnozstvi),
    czMoney(line.pc),
    ruleShort(line.rule),
    czMoney(line.newPrice),
  ]
}

function expiredRow(line: ExpiredLine) {
  return [...lotCells(line), String(-line.zbyvaDni), czNumber(line.mnozstvi)]
}

function summary(lines: DiscountLine[]): ReportBlock {
  const priced = lines.filter((l) => l.pc !== null && l.newPrice !== null)
  const before = sum(priced.map((l) => l.mnozstvi * l.pc!))
  const after = sum(priced.map((l) => l.mnozstvi * l.newPrice!))
  return {
    type: 'fields',
    fields: [
      ['Počet šarží', String(lines.length)],
      ['Hodnota v PC', czKc(before)],
      ['Hodnota po zlevnění', czKc(after)],
      ['Rozdíl', czKc(before - after)],
    ],
  }
}

/**
 * The branch's OTC lots expiring within its largest rule, each with the rule that covers
 * it and the new price, sorted by days left; lots already past expiry follow apart.
 */
export const discountPdfKind = branchPdfKind({
  name: 'discounts.zlevneni',
  async sources(params: Params) {
    const current = await requireBatch(params)
    const rules = await discountRulesOf(params)
    return { current, rules }
  },
  fingerprint: ({ current, rules }, { today }) => [current.batchId, rules, today],
  async layout({ current, rules }, _params, { today }) {
    const lots = await otcLotsExpiringBy(current.batchId, addDays(today, horizonDays(rules)))
    const { lines, expired } = discountPlan(lots, rules, today)

    const blocks: ReportBlock[] = [
      {
        type: 'fields',
        fields: [
          ['Export ze dne', czDateTime(current.lastBatch)],
          ...rules.map((rule): [string, string] => {
            const [label, value] = ruleDescription(rule).split(': ')
            return [label, value]
          }),
        ],
      },
      pdfTable(COLUMNS, lines.map(lineRow), {
        totals: lines.length
          ? { Název: 'Celkem', Množství: czNumber(sum(lines.map((l) => l.mnozstvi))) }
          : undefined,
        emptyText: 'Žádné volně prodejné šarže s blížící se expirací.',
        fontSize: 8,
      }),
    ]
    if (lines.length) blocks.push(summary(lines))
    if (expired.length) {
      blocks.push(
        { type: 'heading', text: 'Prošlé šarže – neprodávat, k odpisu' },
        pdfTable(EXPIRED_COLUMNS, expired.map(expiredRow), { fontSize: 8 })
      )
    }
    return { title: DISCOUNT_TITLE, blocks }
  },
})
