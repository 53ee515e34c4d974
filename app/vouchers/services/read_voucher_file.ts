import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { readSheetRowBatches, sheetFormat } from '#core/xlsx/read_sheet'
import { XlsxError } from '#core/xlsx/read_xlsx_rows'
import { describeSkips, SkipTally, tooManySkipped, type SkipSummary } from '#core/sheets/skip_tally'
import { readTable } from '#core/sheets/read_table'
import { VOUCHER_COLUMNS, voucherRow, type Voucher } from '#vouchers/rules/voucher_rows'

export type VoucherFile = {
  vouchers: Voucher[]
  hasStav: boolean
  skipped: SkipSummary
}

export const vouchersRefused = (message: string) => DomainError.invalid('VOUCHERS_REFUSED', message)

/*
| A branch's voucher export is a few thousand rows a year of six short columns: a sheet
| inflating to tens of MB is already far more than any real one. The bounds keep a file
| made to exhaust memory from doing so (issue #20), in the worker that reads it.
*/
export const VOUCHER_LIMITS = {
  maxRows: 200_000,
  maxSheetBytes: 64 * 1024 * 1024,
  maxCellChars: 1_000,
}

/**
 * Reads a branch's voucher export: the first sheet, the header among its first rows.
 * A missing required column, no voucher at all or more than 10 % of rows unreadable
 * refuses the whole file (422) with a message naming the file and the reasons.
 */
export async function readVoucherFile(
  path: string,
  name: string,
  onProgress: (processed: number, total: number) => void = () => {}
): Promise<VoucherFile> {
  const format = await sheetFormat(path)
  if (!format) throw vouchersRefused(`Soubor ${name} není sešit .xls ani .xlsx.`)
  const vouchers: Voucher[] = []
  const tally = new SkipTally(domain.SKIPPED_EXAMPLES)
  const stats = { read: 0 }
  const workbook = { date1904: false }
  let hasStav = false
  let total = 0

  const sheet = readSheetRowBatches(path, format, {
    ...VOUCHER_LIMITS,
    onDimension: (n) => (total = n),
    onWorkbook: (info) => (workbook.date1904 = info.date1904),
  })
  const table = readTable(
    sheet,
    {
      label: name,
      specs: VOUCHER_COLUMNS,
      tally,
      workbook,
      refuse: vouchersRefused,
      onHeader: ({ columns }) => (hasStav = columns.stav !== undefined),
      convert: (get, { date1904 }) => voucherRow(get, date1904),
    },
    stats
  )
  try {
    for await (const batch of table) {
      for (const voucher of batch) vouchers.push(voucher)
      onProgress(stats.read, Math.max(total - 1, stats.read))
    }
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error
    if (error.code === 'NOT_XLSX')
      throw vouchersRefused(`Soubor ${name} není sešit .xls ani .xlsx.`)
    throw vouchersRefused(`Soubor ${name}: ${error.message}`)
  }
  if (vouchers.length === 0) {
    const why = describeSkips(tally.reasons())
    throw vouchersRefused(`Soubor ${name} neobsahuje žádné poukázky${why ? `: ${why}` : ''}.`)
  }
  if (tally.count > stats.read * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw vouchersRefused(tooManySkipped(name, tally.count, stats.read, tally.reasons()))
  }
  return { vouchers, hasStav, skipped: tally.summary() }
}
