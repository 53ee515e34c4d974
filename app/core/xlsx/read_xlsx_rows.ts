import type { Readable } from 'node:stream'
import { czNumber } from '#core/format_cz'
import { openZip, XlsxError, type ZipArchive } from '#core/xlsx/zip'

export { XlsxError } from '#core/xlsx/zip'

export type CellValue = string | number | boolean | null
export type SheetRow = { rowNumber: number; cells: CellValue[] }

export type ReadOptions = {
  /** Called with the row count the sheet declares in its `<dimension>`, when it has one. */
  onDimension?: (rows: number) => void
  /** Rows a sheet may have (by count and by row number); more refuses the file. */
  maxRows?: number
  /** Columns a filled cell may lie in; a value further right refuses the file. */
  maxColumns?: number
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
const MAX_PART_BYTES = 16 * 1024 * 1024
/* One `<row>` (or anything before the first) longer than this is not a spreadsheet row. */
const MAX_ELEMENT_CHARS = 32 * 1024 * 1024

const tooManyRows = (max: number) =>
  new XlsxError(
    'HOSTILE',
    max === MAX_ROWS
      ? `List sahá až na poslední řádek Excelu (${czNumber(EXCEL_LAST_ROW)}), při uložení byl oříznut; soubor byl odmítnut.`
      : `List má více než ${czNumber(max)} řádků, soubor byl odmítnut.`
  )
const DTD_REFUSED =
  'Sešit obsahuje definici typu dokumentu (DTD, entity); xlsx ji nemá, soubor byl odmítnut.'
const LYING_SIZE = 'Soubor se rozbaluje na víc dat, než sám uvádí (zip bomba), soubor byl odmítnut.'
const NOT_UTF8 = 'Text sešitu není v kódování UTF-8, soubor je poškozený.'
const FORBIDDEN_CHAR = 'Sešit obsahuje znak, který XML nedovoluje (např. NUL), soubor je poškozený.'

/*
| A small streaming reader for the first sheet of an xlsx workbook. It inflates the
| sheet XML and cuts it into complete `<row>` elements, which a few regular expressions
| take apart: several times faster than a general XML parser, with memory flat in the
| row count. Handles shared and inline strings, booleans, errors and numbers; dates
| come out as Excel serial numbers (the column decides what they mean).
| Checked against SheetJS on the same files by tests/unit/xlsx_reader.spec.ts.
*/

/* A Map: `&constructor;` must not find Object.prototype's members. */
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
])

/** Characters XML 1.0 allows (its `Char` production). */
const xmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff)

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (match, entity: string) => {
    if (entity[0] !== '#') return ENTITIES.get(entity) ?? match
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
    if (!xmlChar(code)) throw new XlsxError('BROKEN', FORBIDDEN_CHAR)
    return String.fromCodePoint(code)
  })
}

/** Text of `<t>` elements, phonetic runs (`<rPh>`) left out. */
function textOf(xml: string): string {
  /* Fast path: one plain `<t>` run, as nearly every cell has. */
  const open = xml.indexOf('<t')
  if (open !== -1 && xml.indexOf('<t', open + 2) === -1 && !xml.includes('<rPh')) {
    const start = xml.indexOf('>', open)
    if (xml[start - 1] === '/') return ''
    const end = xml.indexOf('</t>', start)
    if (end !== -1) return decode(xml.slice(start + 1, end))
  }
  const clean = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml
  let text = ''
  for (const m of clean.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) text += m[1] ?? ''
  return decode(text)
}

/**
 * The part's text, chunk by chunk: strict UTF-8, no NUL, and no DTD anywhere (a DTD is how
 * entity expansion and external entities get in; OOXML parts never have one).
 */
const DTD = /<!(?:DOCTYPE|ENTITY)/i

async function* textChunks(stream: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let tail = ''
  const check = (text: string) => {
    if (text.includes('\u0000')) throw new XlsxError('BROKEN', FORBIDDEN_CHAR)
    if (DTD.test(tail + text.slice(0, 16)) || DTD.test(text)) {
      throw new XlsxError('HOSTILE', DTD_REFUSED)
    }
    tail = text.slice(-16)
    return text
  }
  try {
    for await (const chunk of stream) yield check(decoder.decode(chunk as Buffer, { stream: true }))
    yield check(decoder.decode())
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      throw new XlsxError('BROKEN', NOT_UTF8)
    /* yauzl's check of the inflated bytes against the declared size: a lying zip bomb. */
    if (/too many bytes/.test((error as Error).message))
      throw new XlsxError('TOO_LARGE', LYING_SIZE)
    throw error
  }
}

async function readText(zip: ZipArchive, name: string): Promise<string> {
  let text = ''
  for await (const chunk of textChunks(await zip.openEntry(name, MAX_PART_BYTES))) text += chunk
  return text
}

async function firstSheetPath(zip: ZipArchive): Promise<string> {
  const workbook = await readText(zip, 'xl/workbook.xml')
  const rid = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1]
  if (!rid) throw new XlsxError('NOT_XLSX', 'Sešit neobsahuje žádný list.')
  const rels = await readText(zip, 'xl/_rels/workbook.xml.rels')
  const rel = [...rels.matchAll(/<Relationship\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`Id="${rid}"`))
  const target = rel && /Target="([^"]+)"/.exec(rel)?.[1]
  if (!target) throw new XlsxError('NOT_XLSX', 'Sešit neobsahuje žádný list.')
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`
}

/**
 * Yields, chunk by chunk, the complete elements named `tag` of a stream of XML, keeping
 * the unfinished tail for the next chunk. Batches keep the per-row async overhead away.
 * The tail is kept as pieces and only searched where a chunk was added, so a sheet
 * without closing tags costs linear time and is refused at MAX_ELEMENT_CHARS.
 */
async function* elements(stream: Readable, tag: string, onHead?: (head: string) => void) {
  const close = `</${tag}>`
  const pattern = new RegExp(`<${tag}\\b([^>]*?)(?:/>|>([\\s\\S]*?)${close})`, 'g')
  let pending: string[] = []
  let pendingChars = 0
  let head = Boolean(onHead)
  for await (const chunk of textChunks(stream)) {
    if (!chunk) continue
    if (head) {
      const seen = pending.join('') + chunk
      const start = seen.indexOf(`<${tag}`)
      if (start !== -1 || seen.length > 65536) {
        onHead!(start === -1 ? seen : seen.slice(0, start))
        head = false
      }
    }
    const last = pending.length > 0 ? pending[pending.length - 1] : ''
    const seam = (last.length < close.length ? pending.join('') : last).slice(1 - close.length)
    const found = (seam + chunk).lastIndexOf(close)
    if (found === -1) {
      pending.push(chunk)
      pendingChars += chunk.length
      if (pendingChars > MAX_ELEMENT_CHARS) {
        throw new XlsxError('HOSTILE', 'Řádek listu je delší než 32 MB, soubor byl odmítnut.')
      }
      continue
    }
    const end = found - seam.length + close.length
    pending.push(chunk.slice(0, end))
    const complete = pending.join('')
    const rest = chunk.slice(end)
    pending = rest ? [rest] : []
    pendingChars = rest.length
    yield [...complete.matchAll(pattern)]
  }
  yield [...pending.join('').matchAll(pattern)]
}

async function sharedStrings(zip: ZipArchive): Promise<string[]> {
  if (!zip.entries.has('xl/sharedStrings.xml')) return []
  const strings: string[] = []
  const part = await zip.openEntry('xl/sharedStrings.xml', MAX_SHARED_STRINGS_BYTES)
  for await (const batch of elements(part, 'si')) {
    if (strings.length + batch.length > MAX_SHARED_STRINGS) {
      throw new XlsxError(
        'HOSTILE',
        `Sešit má více než ${czNumber(MAX_SHARED_STRINGS)} sdílených textů, soubor byl odmítnut.`
      )
    }
    for (const m of batch) strings.push(m[2] ? textOf(m[2]) : '')
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

const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g
const ATTR_R = /\br="([A-Z]+)\d*"/
const ATTR_T = /\bt="(\w+)"/
const VALUE = /<v\b[^>]*>([\s\S]*?)<\/v>/

function cellValue(type: string, inner: string, strings: string[]): CellValue {
  if (type === 'inlineStr') return textOf(inner)
  const raw = VALUE.exec(inner)?.[1]
  if (raw === undefined) return null
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null
    case 'b':
      return raw === '1'
    case 'e':
      return null
    case 'str':
    case 'd':
      return decode(raw)
    default: {
      if (raw === '') return null
      const number = Number(raw)
      return Number.isNaN(number) ? decode(raw) : number
    }
  }
}

/** The first sheet's rows, in batches of one inflated chunk. */
export async function* readXlsxRowBatches(
  path: string,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow[]> {
  const maxRows = options.maxRows ?? MAX_ROWS
  const maxColumns = options.maxColumns ?? MAX_COLUMNS
  const zip = await openZip(path)
  try {
    if (!zip.entries.has('xl/workbook.xml')) {
      throw new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')
    }
    const sheetPath = await firstSheetPath(zip)
    const strings = await sharedStrings(zip)
    const stream = await zip.openEntry(sheetPath)
    const onHead = (head: string) => {
      const last = /<dimension\b[^>]*\bref="[A-Z]*\d+:?[A-Z]*(\d+)"/.exec(head)?.[1]
      if (!last) return
      if (Number(last) > maxRows) throw tooManyRows(maxRows)
      options.onDimension?.(Number(last))
    }
    let previous = 0
    let count = 0
    for await (const batch of elements(stream, 'row', onHead)) {
      count += batch.length
      if (count > maxRows) throw tooManyRows(maxRows)
      const rows: SheetRow[] = []
      for (const row of batch) {
        const rowNumber = Number(/\br="(\d+)"/.exec(row[1])?.[1]) || previous + 1
        if (rowNumber > maxRows) throw tooManyRows(maxRows)
        previous = rowNumber
        const cells = row[2] ? parseCells(row[2], strings, maxColumns) : []
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

/** The row's cells by column; null when a filled cell lies past `maxColumns`. */
function parseCells(xml: string, strings: string[], maxColumns: number): CellValue[] | null {
  const cells: CellValue[] = []
  let col = 0
  CELL.lastIndex = 0
  for (let cell = CELL.exec(xml); cell !== null; cell = CELL.exec(xml)) {
    const ref = ATTR_R.exec(cell[1])?.[1]
    col = ref ? columnIndex(ref) : col
    const type = cell[1].includes('t="') ? (ATTR_T.exec(cell[1])?.[1] ?? 'n') : 'n'
    const value = cell[2] === undefined ? null : cellValue(type, cell[2], strings)
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

/** The first sheet's rows one by one. */
export async function* readXlsxRows(
  path: string,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow> {
  for await (const batch of readXlsxRowBatches(path, options)) yield* batch
}
