import { readFile } from 'node:fs/promises'
import * as XLSX from 'xlsx'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { matchColumns } from '#exports/rules/header_matching'
import { VOUCHER_COLUMNS, voucherRow, type Voucher } from '#vouchers/rules/voucher_rows'

export type VoucherFile = {
  vouchers: Voucher[]
  hasStav: boolean
  skipped: { count: number; examples: { row: number; reason: string }[] }
}

const refused = (message: string) => DomainError.invalid('VOUCHERS_REFUSED', message)

/* An xlsx is a zip, an xls an OLE2 compound file; SheetJS would read any text as CSV. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

function firstSheetRows(bytes: Buffer, name: string) {
  const notSpreadsheet = refused(`Soubor ${name} není sešit .xls ani .xlsx.`)
  if (!bytes.subarray(0, 4).equals(ZIP) && !bytes.subarray(0, 8).equals(OLE2)) throw notSpreadsheet
  try {
    const book = XLSX.read(bytes, { type: 'buffer', dense: true, cellHTML: false, cellText: false })
    const sheet = book.Sheets[book.SheetNames[0]]
    if (!sheet || !sheet['!ref']) return { rows: [] as unknown[][], firstRow: 1 }
    const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r + 1
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    })
    return { rows, firstRow }
  } catch {
    throw notSpreadsheet
  }
}

const isEmpty = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

/**
 * Reads a branch's voucher export: the first sheet, the first non-empty row as the header.
 * A missing required column, no voucher at all or more than 10 % of rows unreadable
 * refuses the whole file (422) with a message naming the file.
 */
export async function readVoucherFile(path: string, name: string): Promise<VoucherFile> {
  const { rows, firstRow } = firstSheetRows(await readFile(path), name)
  let columns: Record<string, number> | null = null
  let read = 0
  const vouchers: Voucher[] = []
  const skipped: VoucherFile['skipped'] = { count: 0, examples: [] }
  rows.forEach((cells, index) => {
    if (isEmpty(cells)) return
    if (!columns) {
      const match = matchColumns(cells, VOUCHER_COLUMNS)
      if (match.missing.length > 0) {
        const names = match.missing.map((m) => m.label).join(', ')
        throw refused(`Soubor ${name} nemá povinný sloupec: ${names}.`)
      }
      columns = match.columns
      return
    }
    read++
    const cols = columns
    const result = voucherRow((field) => (cols[field] === undefined ? null : cells[cols[field]]))
    if ('row' in result) {
      vouchers.push(result.row)
    } else {
      skipped.count++
      if (skipped.examples.length < domain.SKIPPED_EXAMPLES) {
        skipped.examples.push({ row: firstRow + index, reason: result.reason })
      }
    }
  })
  if (!columns) throw refused(`Soubor ${name} je prázdný.`)
  if (vouchers.length === 0) throw refused(`Soubor ${name} neobsahuje žádné poukázky.`)
  if (skipped.count > read * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw refused(
      `Soubor ${name}: ${skipped.count} z ${read} řádků nelze načíst (více než 10 %), soubor byl odmítnut.`
    )
  }
  return { vouchers, hasStav: (columns as Record<string, number>).stav !== undefined, skipped }
}
