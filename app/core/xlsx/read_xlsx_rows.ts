import { czNumber } from '#core/format_cz'
import { CellProblem, type CellValue, type SheetRow } from '#core/xlsx/cells'
import { workbookParts } from '#core/xlsx/workbook'
import { decode, elements, first, scan, textOf, type Names } from '#core/xlsx/xml_text'
import { openZip, XlsxError, type ZipArchive } from '#core/xlsx/zip'

export { XlsxError } from '#core/xlsx/zip'
export { CellProblem, type CellValue, type SheetRow } from '#core/xlsx/cells'

export type WorkbookInfo = { date1904: boolean }

export type ReadOptions = {
  /** Called with the row count the sheet declares in its `<dimension>`, when it has one. */
  onDimension?: (rows: number) => void
  /** Called once, before the first row, with what the workbook says of its dates. */
  onWorkbook?: (info: WorkbookInfo) => void
  /** Rows a sheet may have (by count and by row number); more refuses the file. */
  maxRows?: number
  /** Columns a filled cell may lie in; a value further right refuses the file. */
  maxColumns?: number
  /** Inflated bytes the sheet (and the shared-string table) may have; more refuses the file. */
  maxSheetBytes?: number
  /**
   * Characters of a text cell kept; a longer text is cut one character past this, so a
   * column the import reads still says it is too long, and the row's memory stays bounded.
   */
  maxCellChars?: number
}

/*
| Limits that keep a hostile workbook bounded in time and memory (tests/fixtures/hostile/).
| Excel stops at row 1 048 576: a sheet reaching it was cut off when saved, so it is not a
| complete export (1 000 000 pohyby rows are benchmarked and fine). No export or price list
| has more than a few dozen columns.
*/
const EXCEL_LAST_ROW = 1_048_576
export const MAX_ROWS = EXCEL_LAST_ROW - 1
export const MAX_COLUMNS = 1_000
/* The shared-string table is held in memory, unlike the sheet, which is streamed. */
const MAX_SHARED_STRINGS = 3_000_000
const MAX_SHARED_STRINGS_BYTES = 256 * 1024 * 1024
/* Excel's own limit of a cell's text. */
export const EXCEL_CELL_CHARS = 32_767
/* One `<row>` (or anything before the first) longer than this is not a spreadsheet row. */
const MAX_ELEMENT_CHARS = 32 * 1024 * 1024
const ROW_TOO_LONG = 'Řádek listu je delší než 32 MB, soubor byl odmítnut.'

const tooManyRows = (max: number) =>
  new XlsxError(
    'HOSTILE',
    max === MAX_ROWS
      ? `List sahá až na poslední řádek Excelu (${czNumber(EXCEL_LAST_ROW)}), při uložení byl oříznut; soubor byl odmítnut.`
      : `List má více než ${czNumber(max)} řádků, soubor byl odmítnut.`
  )

/*
| A small streaming reader for the first sheet of an xlsx workbook. It inflates the
| sheet XML and cuts it into complete `<row>` elements, which a few regular expressions
| take apart: several times faster than a general XML parser, with memory flat in the
| row count. Reads shared and inline strings, rich text, booleans, `t="str"` formula
| results, `t="d"` ISO dates and error cells; numbers (dates among them) come out as
| numbers and the column decides what they mean, with the workbook's date system from
| `onWorkbook`. A formula without a stored value, and an error value, come out as a
| CellProblem, so the import can say what is wrong with the cell.
| Checked against SheetJS and files of real writers by tests/unit/xlsx_*.spec.ts.
*/

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max + 1) : text)

async function sharedStrings(
  zip: ZipArchive,
  part: string | null,
  maxBytes: number,
  maxChars: number
): Promise<string[]> {
  if (!part) return []
  const strings: string[] = []
  let names: Names | null = null
  const stream = await zip.openEntry(part, maxBytes)
  const options = { maxChars: MAX_ELEMENT_CHARS, tooLong: ROW_TOO_LONG }
  for await (const batch of elements(stream, 'si', options, (n) => (names = n))) {
    if (strings.length + batch.length > MAX_SHARED_STRINGS) {
      throw new XlsxError(
        'HOSTILE',
        `Sešit má více než ${czNumber(MAX_SHARED_STRINGS)} sdílených textů, soubor byl odmítnut.`
      )
    }
    for (const si of batch) strings.push(si.inner ? cut(textOf(si.inner, names!), maxChars) : '')
  }
  return strings
}

/** `B12` → 1 (zero-based column index). */
function columnIndex(ref: string): number {
  let index = 0
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i)
    if (code < 65 || code > 90) break
    index = index * 26 + (code - 64)
  }
  return index - 1
}

/* Attribute values may be quoted either way (XML 1.0 `AttValue`). */
const ATTR_R = /\br=["']([A-Z]+)\d*["']/
const ATTR_T = /\bt=["'](\w+)["']/
const ROW_R = /\br=["'](\d+)["']/

type Context = { strings: string[]; names: Names; maxChars: number }

function cellValue(type: string, inner: string, ctx: Context): CellValue {
  if (type === 'inlineStr') return cut(textOf(inner, ctx.names), ctx.maxChars)
  const raw = first(inner, ctx.names.v)?.inner
  /*
  | A formula nobody calculated: a script wrote it and no spreadsheet program saved it. It
  | has no value, or an empty one (openpyxl); an empty text result is typed `str`.
  */
  if ((raw === undefined || (raw === '' && type !== 'str')) && inner.includes(`<${ctx.names.f}`)) {
    const formula = first(inner, ctx.names.f)?.inner
    return new CellProblem('formula', formula ? `=${decode(formula)}` : '=')
  }
  if (raw === undefined) return null
  switch (type) {
    case 's':
      return raw === '' ? null : (ctx.strings[Number(raw)] ?? null)
    case 'b':
      return raw === '1' || raw === 'true'
    case 'e':
      return new CellProblem('error', decode(raw))
    case 'str':
    case 'd':
      return cut(decode(raw), ctx.maxChars)
    default: {
      if (raw === '') return null
      const number = Number(raw)
      return Number.isNaN(number) ? cut(decode(raw), ctx.maxChars) : number
    }
  }
}

/** The row's cells by column; null when a filled cell lies past `maxColumns`. */
function parseCells(xml: string, ctx: Context, maxColumns: number): CellValue[] | null {
  const cells: CellValue[] = []
  let col = 0
  for (const cell of scan(xml, ctx.names.c)) {
    const ref = ATTR_R.exec(cell.attrs)?.[1]
    col = ref ? columnIndex(ref) : col
    const type = cell.attrs.includes('t=') ? (ATTR_T.exec(cell.attrs)?.[1] ?? 'n') : 'n'
    const value = cell.inner === undefined ? null : cellValue(type, cell.inner, ctx)
    /* Styled empty cells far right are common and harmless; a value there is not. */
    if (col >= maxColumns) {
      if (value !== null && value !== '') return null
    } else {
      cells[col] = value
    }
    col++
  }
  return cells
}

/** The first sheet's rows, in batches of one inflated chunk. */
export async function* readXlsxRowBatches(
  path: string,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow[]> {
  const maxRows = options.maxRows ?? MAX_ROWS
  const maxColumns = options.maxColumns ?? MAX_COLUMNS
  const maxChars = options.maxCellChars ?? EXCEL_CELL_CHARS
  const zip = await openZip(path, options.maxSheetBytes)
  try {
    const parts = await workbookParts(zip)
    const strings = await sharedStrings(
      zip,
      parts.sharedStrings,
      Math.min(options.maxSheetBytes ?? MAX_SHARED_STRINGS_BYTES, MAX_SHARED_STRINGS_BYTES),
      maxChars
    )
    options.onWorkbook?.({ date1904: parts.date1904 })
    const stream = await zip.openEntry(parts.sheet, options.maxSheetBytes)
    const ctx: Context = { strings, names: null as unknown as Names, maxChars }
    const onHead = (head: string) => {
      const last = /<(?:[\w.-]+:)?dimension\b[^<>]*\bref=["'][A-Z]*\d+:?[A-Z]*(\d+)["']/.exec(
        head
      )?.[1]
      if (!last) return
      if (Number(last) > maxRows) throw tooManyRows(maxRows)
      options.onDimension?.(Number(last))
    }
    let previous = 0
    let count = 0
    const rowsOf = elements(
      stream,
      'row',
      { onHead, maxChars: MAX_ELEMENT_CHARS, tooLong: ROW_TOO_LONG },
      (names) => (ctx.names = names)
    )
    for await (const batch of rowsOf) {
      count += batch.length
      if (count > maxRows) throw tooManyRows(maxRows)
      const rows: SheetRow[] = []
      for (const row of batch) {
        const rowNumber = Number(ROW_R.exec(row.attrs)?.[1]) || previous + 1
        if (rowNumber > maxRows) throw tooManyRows(maxRows)
        previous = rowNumber
        const cells = row.inner ? parseCells(row.inner, ctx, maxColumns) : []
        if (cells === null) {
          throw new XlsxError(
            'HOSTILE',
            `Řádek ${rowNumber} má vyplněné buňky za ${czNumber(maxColumns)}. sloupcem, soubor byl odmítnut.`
          )
        }
        rows.push({ rowNumber, cells })
      }
      yield rows
    }
  } catch (error) {
    if (error instanceof XlsxError) throw error
    throw new XlsxError('BROKEN', 'Soubor je poškozený.')
  } finally {
    zip.close()
  }
}

/** The first sheet's rows one by one. */
export async function* readXlsxRows(
  path: string,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow> {
  for await (const batch of readXlsxRowBatches(path, options)) yield* batch
}
