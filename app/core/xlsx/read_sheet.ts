import { open, readFile } from 'node:fs/promises'
import * as XLSX from 'xlsx'
import { CellProblem, type CellValue, type SheetRow } from '#core/xlsx/cells'
import { EXCEL_CELL_CHARS, readXlsxRowBatches, type ReadOptions } from '#core/xlsx/read_xlsx_rows'
import { XlsxError } from '#core/xlsx/zip'

/*
| The first sheet of an uploaded workbook, .xlsx or legacy .xls, as rows in batches. An
| .xlsx (a zip) is streamed by the core reader; an .xls (an OLE2 compound file) is read
| whole by SheetJS, the only reader of that format here: the format itself caps a sheet at
| 65 536 rows and 256 columns, and uploads are read in a worker, never in the web process.
| What a file is comes from its first bytes, never from its name or the browser's MIME type.
*/

export type SheetFormat = 'xlsx' | 'xls'

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const XLS_BATCH = 2000

export async function sheetFormat(path: string): Promise<SheetFormat | null> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(8)
    const { bytesRead } = await handle.read(head, 0, 8, 0)
    if (bytesRead >= 4 && head.subarray(0, 4).equals(ZIP)) return 'xlsx'
    if (bytesRead === 8 && head.equals(OLE2)) return 'xls'
    return null
  } finally {
    await handle.close()
  }
}

type XlsCell = { t?: string; v?: unknown; w?: string }

/* BIFF error codes (MS-XLS 2.5.97.2 BErr), as SheetJS hands them over without cell text. */
const XLS_ERRORS = new Map([
  [0x00, '#NULL!'],
  [0x07, '#DIV/0!'],
  [0x0f, '#VALUE!'],
  [0x17, '#REF!'],
  [0x1d, '#NAME?'],
  [0x24, '#NUM!'],
  [0x2a, '#N/A'],
])

function xlsValue(cell: XlsCell | undefined, maxChars: number): CellValue {
  if (!cell || cell.v === undefined || cell.t === 'z') return null
  switch (cell.t) {
    case 'e':
      return new CellProblem('error', cell.w ?? XLS_ERRORS.get(Number(cell.v)) ?? '#N/A')
    case 'n':
    case 'b':
      return cell.v as number | boolean
    default: {
      const text = String(cell.v)
      return text.length > maxChars ? text.slice(0, maxChars + 1) : text
    }
  }
}

async function* xlsRowBatches(path: string, options: ReadOptions): AsyncGenerator<SheetRow[]> {
  let book: XLSX.WorkBook
  try {
    book = XLSX.read(await readFile(path), {
      type: 'buffer',
      dense: true,
      cellHTML: false,
      cellText: false,
      sheets: 0,
    })
  } catch {
    throw new XlsxError('BROKEN', 'Soubor je poškozený.')
  }
  const sheet = book.SheetNames.length > 0 ? book.Sheets[book.SheetNames[0]] : undefined
  options.onWorkbook?.({ date1904: Boolean(book.Workbook?.WBProps?.date1904) })
  const data = (sheet?.['!data'] ?? []) as (XlsCell[] | undefined)[]
  if (!sheet || !sheet['!ref']) return
  const range = XLSX.utils.decode_range(sheet['!ref'])
  const maxChars = options.maxCellChars ?? EXCEL_CELL_CHARS
  options.onDimension?.(range.e.r + 1)
  for (let start = range.s.r; start <= range.e.r; start += XLS_BATCH) {
    const rows: SheetRow[] = []
    for (let r = start; r < Math.min(start + XLS_BATCH, range.e.r + 1); r++) {
      const row = data[r]
      if (!row) continue
      const cells: CellValue[] = []
      for (let c = 0; c < row.length; c++) cells[c] = xlsValue(row[c], maxChars)
      rows.push({ rowNumber: r + 1, cells })
    }
    yield rows
  }
}

/** Rows of the first sheet; `onDimension` receives the row count when the file declares it. */
export function readSheetRowBatches(
  path: string,
  format: SheetFormat,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow[]> {
  return format === 'xlsx' ? readXlsxRowBatches(path, options) : xlsRowBatches(path, options)
}
