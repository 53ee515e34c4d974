import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import { xlsxCellText, xmlAttribute } from '#core/xlsx/xml_escape'

/*
| A streaming xlsx writer for large generated sheets (demo exports, benchmarks, the
| skipped-rows report): rows go straight into a deflated zip entry, so a million rows need
| no more memory than ten, and a sheet's rows are not asked for before it is written.
| Strings are inline, in Excel's escapes where XML cannot carry a character (xml_escape.ts);
| a Date becomes a serial number with a date style, as Excel writes it.
*/

export type WriteCell = string | number | boolean | Date | null | undefined

export type XlsxSheet = {
  /** At most 31 characters, none of `[]:*?/\`. */
  name: string
  header: string[]
  rows: Iterable<WriteCell[]> | AsyncIterable<WriteCell[]>
  /** Column widths in characters, from the first column; the rest keep Excel's default. */
  widths?: number[]
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const TYPE = 'application/vnd.openxmlformats'

const EXCEL_EPOCH = Date.UTC(1899, 11, 30)

function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

function cellXml(value: WriteCell, ref: string): string {
  if (value === null || value === undefined || value === '') return ''
  if (value instanceof Date) {
    const serial = (value.getTime() - EXCEL_EPOCH) / 86_400_000
    return `<c r="${ref}" s="1"><v>${serial}</v></c>`
  }
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xlsxCellText(value)}</t></is></c>`
}

function colsXml(widths: number[] | undefined) {
  if (!widths?.length) return ''
  const cols = widths.map(
    (w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`
  )
  return `<cols>${cols.join('')}</cols>`
}

async function* sheetXml({ header, rows, widths }: XlsxSheet) {
  yield XML
  yield `<worksheet xmlns="${MAIN}">${colsXml(widths)}<sheetData>`
  let r = 1
  let chunk = `<row r="1">${header.map((h, i) => cellXml(h, `${columnName(i)}1`)).join('')}</row>`
  for await (const row of rows) {
    r++
    chunk += `<row r="${r}">${row.map((v, i) => cellXml(v, `${columnName(i)}${r}`)).join('')}</row>`
    if (chunk.length > 256 * 1024) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}</sheetData></worksheet>`
}

function contentTypes(count: number) {
  let sheets = ''
  for (let n = 1; n <= count; n++) {
    sheets += `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${TYPE}-officedocument.spreadsheetml.worksheet+xml"/>`
  }
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${TYPE}-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}-officedocument.spreadsheetml.sheet.main+xml"/>${sheets}<Override PartName="/xl/styles.xml" ContentType="${TYPE}-officedocument.spreadsheetml.styles+xml"/></Types>`
}

const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`

function workbook(names: string[]) {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlAttribute(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${sheets}</sheets></workbook>`
}

/* Sheets are rId1..rIdN, the styles come after them. */
function workbookRels(count: number) {
  let rels = ''
  for (let n = 1; n <= count; n++) {
    rels += `<Relationship Id="rId${n}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${n}.xml"/>`
  }
  return `${XML}<Relationships xmlns="${PACKAGE_RELS}">${rels}<Relationship Id="rId${count + 1}" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`
}

const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`

/** A workbook of one or more sheets as a stream of xlsx bytes. */
export function xlsxStream(sheets: XlsxSheet[]): Readable {
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(contentTypes(sheets.length)), '[Content_Types].xml')
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels')
  zip.addBuffer(Buffer.from(workbook(sheets.map((s) => s.name))), 'xl/workbook.xml')
  zip.addBuffer(Buffer.from(workbookRels(sheets.length)), 'xl/_rels/workbook.xml.rels')
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml')
  const output = zip.outputStream as Readable
  const parts = sheets.map((sheet) => Readable.from(sheetXml(sheet)))
  parts.forEach((part, i) => {
    /*
     * yazl does not listen for its sources' errors: a row source that fails (a database
     * page that cannot be read) must end the workbook with that error, not the process.
     */
    part.on('error', (error) => output.destroy(error))
    zip.addReadStream(part, `xl/worksheets/sheet${i + 1}.xml`)
  })
  /* A workbook nobody reads any more (the client went away) stops asking for rows. */
  output.on('close', () => parts.forEach((part) => part.destroy()))
  zip.end()
  return output
}

export async function writeXlsx(
  path: string,
  header: string[],
  rows: Iterable<WriteCell[]> | AsyncIterable<WriteCell[]>,
  sheetName = 'Export'
) {
  await pipeline(xlsxStream([{ name: sheetName, header, rows }]), createWriteStream(path))
}
