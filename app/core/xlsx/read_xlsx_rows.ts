import type { Readable } from 'node:stream'
import { openZip, XlsxError, type ZipArchive } from '#core/xlsx/zip'

export { XlsxError } from '#core/xlsx/zip'

export type CellValue = string | number | boolean | null
export type SheetRow = { rowNumber: number; cells: CellValue[] }

export type ReadOptions = {
  /** Called with the row count the sheet declares in its `<dimension>`, when it has one. */
  onDimension?: (rows: number) => void
}

/*
| A small streaming reader for the first sheet of an xlsx workbook. It inflates the
| sheet XML and cuts it into complete `<row>` elements, which a few regular expressions
| take apart: several times faster than a general XML parser, with memory flat in the
| row count. Handles shared and inline strings, booleans, errors and numbers; dates
| come out as Excel serial numbers (the column decides what they mean).
| Checked against SheetJS on the same files by tests/unit/xlsx_reader.spec.ts.
*/

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (match, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity] ?? match
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
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

async function readText(zip: ZipArchive, name: string): Promise<string> {
  const stream = await zip.openEntry(name)
  stream.setEncoding('utf8')
  let text = ''
  for await (const chunk of stream) text += chunk
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
 */
async function* elements(stream: Readable, tag: string, onHead?: (head: string) => void) {
  const close = `</${tag}>`
  const pattern = new RegExp(`<${tag}\\b([^>]*?)(?:/>|>([\\s\\S]*?)${close})`, 'g')
  stream.setEncoding('utf8')
  let carry = ''
  let head = true
  for await (const chunk of stream) {
    carry += chunk as string
    if (head && onHead) {
      const start = carry.indexOf(`<${tag}`)
      if (start !== -1 || carry.length > 65536) {
        onHead(start === -1 ? carry : carry.slice(0, start))
        head = false
      }
    }
    const end = carry.lastIndexOf(close)
    if (end === -1) continue
    const complete = carry.slice(0, end + close.length)
    carry = carry.slice(end + close.length)
    yield [...complete.matchAll(pattern)]
  }
  yield [...carry.matchAll(pattern)]
}

async function sharedStrings(zip: ZipArchive): Promise<string[]> {
  if (!zip.entries.has('xl/sharedStrings.xml')) return []
  const strings: string[] = []
  for await (const batch of elements(await zip.openEntry('xl/sharedStrings.xml'), 'si')) {
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
      if (last) options.onDimension?.(Number(last))
    }
    let previous = 0
    try {
      for await (const batch of elements(stream, 'row', onHead)) {
        const rows: SheetRow[] = []
        for (const row of batch) {
          const rowNumber = Number(/\br="(\d+)"/.exec(row[1])?.[1]) || previous + 1
          previous = rowNumber
          rows.push({ rowNumber, cells: row[2] ? parseCells(row[2], strings) : [] })
        }
        yield rows
      }
    } catch (error) {
      if (error instanceof XlsxError) throw error
      throw new XlsxError('BROKEN', 'Soubor je poškozený.')
    }
  } finally {
    zip.close()
  }
}

function parseCells(xml: string, strings: string[]): CellValue[] {
  const cells: CellValue[] = []
  let col = 0
  CELL.lastIndex = 0
  for (let cell = CELL.exec(xml); cell !== null; cell = CELL.exec(xml)) {
    const ref = ATTR_R.exec(cell[1])?.[1]
    col = ref ? columnIndex(ref) : col
    const type = cell[1].includes('t="') ? (ATTR_T.exec(cell[1])?.[1] ?? 'n') : 'n'
    cells[col] = cell[2] === undefined ? null : cellValue(type, cell[2], strings)
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
