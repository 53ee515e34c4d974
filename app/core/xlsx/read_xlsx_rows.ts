import type { Readable } from 'node:stream'
import { SaxesParser } from 'saxes'
import { openZip, XlsxError, type ZipArchive } from '#core/xlsx/zip'

export { XlsxError } from '#core/xlsx/zip'

export type CellValue = string | number | boolean | null
export type SheetRow = { rowNumber: number; cells: CellValue[] }

/*
| A small streaming reader for the first sheet of an xlsx workbook: it inflates the
| sheet XML and parses it with a SAX parser, so memory stays flat however many rows the
| export has. Dates come out as Excel serial numbers (the column decides what they mean).
*/

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

async function sharedStrings(zip: ZipArchive): Promise<string[]> {
  if (!zip.entries.has('xl/sharedStrings.xml')) return []
  const strings: string[] = []
  const parser = new SaxesParser()
  let current: string | null = null
  let inText = false
  let phonetic = 0
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') current = ''
    else if (tag.name === 'rPh') phonetic++
    else if (tag.name === 't' && phonetic === 0) inText = true
  })
  parser.on('closetag', (tag) => {
    if (tag.name === 'si') strings.push(current ?? '')
    else if (tag.name === 'rPh') phonetic--
    else if (tag.name === 't') inText = false
  })
  parser.on('text', (text) => {
    if (inText && current !== null) current += text
  })
  await pipeParser(await zip.openEntry('xl/sharedStrings.xml'), parser)
  return strings
}

async function pipeParser(stream: Readable, parser: SaxesParser) {
  stream.setEncoding('utf8')
  try {
    for await (const chunk of stream) parser.write(chunk as string)
    parser.close()
  } catch (error) {
    if (error instanceof XlsxError) throw error
    throw new XlsxError('BROKEN', 'Soubor je poškozený.')
  }
}

/** `B12` → 1 (zero-based column index). */
function columnIndex(ref: string): number {
  let index = 0
  for (const ch of ref) {
    const code = ch.charCodeAt(0)
    if (code < 65 || code > 90) break
    index = index * 26 + (code - 64)
  }
  return index - 1
}

export type ReadOptions = {
  /** Called with the row count the sheet declares in its `<dimension>`, when it has one. */
  onDimension?: (rows: number) => void
}

export async function* readXlsxRows(
  path: string,
  options: ReadOptions = {}
): AsyncGenerator<SheetRow> {
  const zip = await openZip(path)
  try {
    if (!zip.entries.has('xl/workbook.xml')) {
      throw new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')
    }
    const sheetPath = await firstSheetPath(zip)
    const strings = await sharedStrings(zip)
    const stream = await zip.openEntry(sheetPath)
    stream.setEncoding('utf8')

    const parser = new SaxesParser()
    const ready: SheetRow[] = []
    let cells: CellValue[] = []
    let rowNumber = 0
    let col = 0
    let type = 'n'
    let text: string | null = null
    let capture = false

    parser.on('opentag', (tag) => {
      switch (tag.name) {
        case 'dimension': {
          const last = /(\d+)$/.exec(String(tag.attributes.ref ?? ''))
          if (last) options.onDimension?.(Number(last[1]))
          break
        }
        case 'row':
          rowNumber = Number(tag.attributes.r) || rowNumber + 1
          cells = []
          col = 0
          break
        case 'c': {
          const ref = tag.attributes.r as string | undefined
          col = ref ? columnIndex(ref) : col
          type = (tag.attributes.t as string | undefined) ?? 'n'
          text = null
          break
        }
        case 'v':
        case 't':
          capture = true
          text ??= ''
          break
      }
    })
    parser.on('text', (chunk) => {
      if (capture) text += chunk
    })
    parser.on('closetag', (tag) => {
      switch (tag.name) {
        case 'v':
        case 't':
          capture = false
          break
        case 'c':
          cells[col] = cellValue(type, text, strings)
          col++
          break
        case 'row':
          ready.push({ rowNumber, cells })
          break
      }
    })

    try {
      for await (const chunk of stream) {
        parser.write(chunk as string)
        yield* ready.splice(0)
      }
      parser.close()
    } catch (error) {
      if (error instanceof XlsxError) throw error
      throw new XlsxError('BROKEN', 'Soubor je poškozený.')
    }
    yield* ready.splice(0)
  } finally {
    zip.close()
  }
}

function cellValue(type: string, text: string | null, strings: string[]): CellValue {
  if (text === null) return null
  switch (type) {
    case 's':
      return strings[Number(text)] ?? null
    case 'b':
      return text === '1'
    case 'e':
      return null
    case 'str':
    case 'inlineStr':
    case 'd':
      return text
    default: {
      if (text === '') return null
      const number = Number(text)
      return Number.isNaN(number) ? text : number
    }
  }
}
