import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { addDays } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czKc, czMoney, czNumber } from '#core/format_cz'
import type { ReportBlock } from '#core/pdf/report'
import { currentBatch } from '#stock/queries/current_batch'
import { discountRulesOf } from '#discounts/queries/discount_rules'
import { otcLotsExpiringBy } from '#discounts/queries/discount_lots'
import {
  discountPlan,
  horizonDays,
  ruleDescription,
  ruleShort,
  type DiscountLine,
  type ExpiredLine,
} from '#discounts/rules/discount_rules'

type Params = { firma: string; pharmacyCode: string }

export const DISCOUNT_TITLE = 'Zlevnění volně prodejných ohrožených'
export const NO_EXPORT = 'Pobočka zatím nenahrála exporty.'

/* A4 portrait content width 186 mm. */
const COLUMNS = [
  { header: 'Název', width: 44 },
  { header: 'PDK', width: 14 },
  { header: 'Šarže', width: 16 },
  { header: 'Exspirace', width: 21 },
  { header: 'Zbývá dní', width: 12, align: 'right' as const },
  { header: 'Množství', width: 16, align: 'right' as const },
  { header: 'PC (Kč)', width: 17, align: 'right' as const },
  { header: 'Pravidlo', width: 24 },
  { header: 'Nová cena (Kč)', width: 22, align: 'right' as const },
]
const EXPIRED_COLUMNS = [
  { header: 'Název', width: 70 },
  { header: 'PDK', width: 20 },
  { header: 'Šarže', width: 26 },
  { header: 'Exspirace', width: 24 },
  { header: 'Po expiraci (dní)', width: 26, align: 'right' as const },
  { header: 'Množství', width: 20, align: 'right' as const },
]

async function exportOf(params: Params) {
  const current = await currentBatch(params)
  if (!current) throw DomainError.notFound(NO_EXPORT)
  return current
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

function lineRow(line: DiscountLine) {
  return [
    line.nazev,
    line.pdk,
    line.sarze || '—',
    czDate(line.exspirace),
    String(line.zbyvaDni),
    czNumber(line.mnozstvi),
    czMoney(line.pc),
    ruleShort(line.rule),
    czMoney(line.newPrice),
  ]
}

function expiredRow(line: ExpiredLine) {
  return [
    line.nazev,
    line.pdk,
    line.sarze || '—',
    czDate(line.exspirace),
    String(-line.zbyvaDni),
    czNumber(line.mnozstvi),
  ]
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
    const current = await exportOf(params)
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
      {
        type: 'table',
        columns: COLUMNS,
        rows: lines.map(lineRow),
        totals: lines.length
          ? ['Celkem', '', '', '', '', czNumber(sum(lines.map((l) => l.mnozstvi))), '', '', '']
          : undefined,
        emptyText: 'Žádné volně prodejné šarže s blížící se expirací.',
        fontSize: 8,
      },
    ]
    if (lines.length) blocks.push(summary(lines))
    if (expired.length) {
      blocks.push(
        { type: 'heading', text: 'Prošlé šarže – neprodávat, k odpisu' },
        { type: 'table', columns: EXPIRED_COLUMNS, rows: expired.map(expiredRow), fontSize: 8 }
      )
    }
    return { title: DISCOUNT_TITLE, blocks }
  },
})
