import { open, readFile } from 'node:fs/promises'
import * as XLSX from 'xlsx'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { readXlsxRowBatches, XlsxError } from '#core/xlsx/read_xlsx_rows'
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
/* A branch's voucher export is read whole; a few thousand rows a year is typical. */
const MAX_VOUCHER_ROWS = 200_000

type Row = { rowNumber: number; cells: unknown[] }

/** A legacy .xls: SheetJS is its only reader here (the format caps a sheet at 65 536 rows). */
function xlsRows(bytes: Buffer, name: string): Row[] {
  try {
    const book = XLSX.read(bytes, { type: 'buffer', dense: true, cellHTML: false, cellText: false })
    const sheet = book.Sheets[book.SheetNames[0]]
    if (!sheet || !sheet['!ref']) return []
    const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r + 1
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    })
    return rows.map((cells, index) => ({ rowNumber: firstRow + index, cells }))
  } catch {
    throw refused(`Soubor ${name} není sešit .xls ani .xlsx.`)
  }
}

/**
 * An .xlsx goes through the core streaming reader, never SheetJS: SheetJS inflates the
 * whole archive in memory, so a zip bomb would take the web process down.
 */
async function xlsxRows(path: string, name: string): Promise<Row[]> {
  const rows: Row[] = []
  try {
    for await (const batch of readXlsxRowBatches(path, { maxRows: MAX_VOUCHER_ROWS })) {
      for (const row of batch) rows.push(row)
    }
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error
    if (error.code === 'NOT_XLSX') throw refused(`Soubor ${name} není sešit .xls ani .xlsx.`)
    throw refused(`Soubor ${name}: ${error.message}`)
  }
  return rows
}

async function firstSheetRows(path: string, name: string): Promise<Row[]> {
  const handle = await open(path, 'r')
  const head = Buffer.alloc(8)
  try {
    await handle.read(head, 0, 8, 0)
  } finally {
    await handle.close()
  }
  if (head.subarray(0, 4).equals(ZIP)) return xlsxRows(path, name)
  if (head.equals(OLE2)) return xlsRows(await readFile(path), name)
  throw refused(`Soubor ${name} není sešit .xls ani .xlsx.`)
}

const isEmpty = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

/**
 * Reads a branch's voucher export: the first sheet, the first non-empty row as the header.
 * A missing required column, no voucher at all or more than 10 % of rows unreadable
 * refuses the whole file (422) with a message naming the file.
 */
export async function readVoucherFile(path: string, name: string): Promise<VoucherFile> {
  const rows = await firstSheetRows(path, name)
  let columns: Record<string, number> | null = null
  let read = 0
  const vouchers: Voucher[] = []
  const skipped: VoucherFile['skipped'] = { count: 0, examples: [] }
  rows.forEach(({ rowNumber, cells }) => {
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
        skipped.examples.push({ row: rowNumber, reason: result.reason })
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
