import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import yazl from 'yazl'

/*
| A streaming xlsx writer for large generated sheets (demo exports, benchmarks): rows
| go straight into a deflated zip entry, so a million rows need no more memory than ten.
| Strings are inline; a Date becomes a serial number with a date style, as Excel writes it.
*/

export type WriteCell = string | number | boolean | Date | null | undefined

const EXCEL_EPOCH = Date.UTC(1899, 11, 30)

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

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
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
}

async function* sheetXml(
  header: string[],
  rows: Iterable<WriteCell[]> | AsyncIterable<WriteCell[]>
) {
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
  yield '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
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

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK = (name: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`

export async function writeXlsx(
  path: string,
  header: string[],
  rows: Iterable<WriteCell[]> | AsyncIterable<WriteCell[]>,
  sheetName = 'Export'
) {
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml')
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels')
  zip.addBuffer(Buffer.from(WORKBOOK(sheetName)), 'xl/workbook.xml')
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels')
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml')
  zip.addReadStream(Readable.from(sheetXml(header, rows)), 'xl/worksheets/sheet1.xml')
  zip.end()
  const out = createWriteStream(path)
  zip.outputStream.pipe(out)
  await finished(out)
}
