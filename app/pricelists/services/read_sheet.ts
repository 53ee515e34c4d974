import { open, readFile } from 'node:fs/promises'
import * as XLSX from 'xlsx'
import { readXlsxRowBatches, type CellValue, type SheetRow } from '#core/xlsx/read_xlsx_rows'

/*
| The first sheet of a price list, as rows in batches. An .xlsx (a zip) is streamed by the
| core reader; a legacy .xls (an OLE2 compound file) is read whole by SheetJS, which is
| the only reader of that format we have. What a file is comes from its first bytes, never
| from its name or the browser's MIME type.
*/

export type SheetFormat = 'xlsx' | 'xls'

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const XLS_BATCH = 2000
/* A price list is read whole into memory; the SÚKL list has ~60 000 rows. */
export const MAX_PRICE_LIST_ROWS = 200_000

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

async function* xlsRowBatches(path: string, onTotal: (rows: number) => void) {
  const book = XLSX.read(await readFile(path), { type: 'buffer', dense: true, cellHTML: false })
  const sheet = book.SheetNames.length > 0 ? book.Sheets[book.SheetNames[0]] : undefined
  if (!sheet || !sheet['!ref']) return
  const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r
  const rows = XLSX.utils.sheet_to_json<CellValue[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  })
  onTotal(rows.length)
  for (let i = 0; i < rows.length; i += XLS_BATCH) {
    yield rows
      .slice(i, i + XLS_BATCH)
      .map((cells, j): SheetRow => ({ rowNumber: firstRow + i + j + 1, cells: cells ?? [] }))
  }
}

/** Rows of the first sheet; `onTotal` receives the row count when the file declares it. */
export function readSheetRowBatches(
  path: string,
  format: SheetFormat,
  onTotal: (rows: number) => void
): AsyncGenerator<SheetRow[]> {
  return format === 'xlsx'
    ? readXlsxRowBatches(path, { onDimension: onTotal, maxRows: MAX_PRICE_LIST_ROWS })
    : xlsRowBatches(path, onTotal)
}
