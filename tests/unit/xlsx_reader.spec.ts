import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { readXlsxRows, XlsxError } from '#core/xlsx/read_xlsx_rows'

const dir = mkdtempSync(join(tmpdir(), 'xlsx-reader-'))
let n = 0

function writeWorkbook(rows: unknown[][], options: { sst?: boolean; dates?: boolean } = {}) {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: options.dates })
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Export')
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['druhý list']]), 'Jiný')
  const file = join(dir, `wb${n++}.xlsx`)
  writeFileSync(
    file,
    XLSX.write(book, {
      type: 'buffer',
      bookType: 'xlsx',
      bookSST: options.sst ?? true,
      compression: true,
    })
  )
  return file
}

/** What SheetJS reads from the first sheet: raw values, dates as serials, blanks as null. */
function sheetJsRows(file: string) {
  const book = XLSX.read(readFileSync(file), { cellDates: false })
  const sheet = book.Sheets[book.SheetNames[0]]
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: false,
  })
  return rows.map(trim)
}

async function ourRows(file: string) {
  const rows: unknown[][] = []
  for await (const row of readXlsxRows(file))
    rows.push(trim(Array.from(row.cells, (c) => c ?? null)))
  return rows.filter((r) => r.length > 0)
}

function trim(row: unknown[]) {
  const copy = [...row]
  while (copy.length > 0 && (copy.at(-1) === null || copy.at(-1) === undefined)) copy.pop()
  return copy.map((c) => (c === undefined ? null : c))
}

const SAMPLE = [
  ['PDK', 'Název přípravku', 'Množství', 'Exspirace', 'NCSD', 'Kód SÚKL', 'Poznámka'],
  [
    '100234',
    'PARALEN 500MG TBL NOB 24',
    12,
    new Date(Date.UTC(2027, 1, 28)),
    23.5,
    '0012345',
    null,
  ],
  [
    100235,
    'IBALGIN 400 TBL FLM 30 – žluťoučký kůň',
    -3,
    '21.11.2026',
    '1 234,50',
    '0201234',
    'a & b < c > "d"',
  ],
  ['100236', '', 0, null, 0.1 + 0.2, 12345, true],
  [null, null, null, null, null, null, null],
  ['100237', 'Dlouhý text '.repeat(50), 1e6, 46347, -0.5, '', false],
]

describe('streaming xlsx reader, compared with SheetJS on the same files', () => {
  test.each([
    ['shared strings', { sst: true }],
    ['inline strings', { sst: false }],
    ['dates as date cells', { sst: true, dates: true }],
  ])('%s', async (_name, options) => {
    const file = writeWorkbook(SAMPLE, options)
    expect(await ourRows(file)).toEqual(sheetJsRows(file))
  })

  test('a generated 50 000-row export reads identically', async () => {
    const rows: unknown[][] = [['Datum', 'PDK', 'Množství', 'Typ', 'Cena', 'Šarže']]
    for (let i = 0; i < 50_000; i++) {
      rows.push([
        45900 + (i % 180),
        String(100000 + (i % 997)),
        (i % 7) - 3,
        i % 3 ? 'Prodej' : 'Příjem',
        Math.round(i * 1.37) / 100,
        `L${i % 53}`,
      ])
    }
    const file = writeWorkbook(rows)
    const ours = await ourRows(file)
    expect(ours).toHaveLength(50_001)
    expect(ours).toEqual(sheetJsRows(file))
  }, 60_000)

  test('row numbers follow the sheet, skipping blank rows', async () => {
    const file = writeWorkbook([['A'], [null], ['B']])
    const numbers: number[] = []
    for await (const row of readXlsxRows(file)) numbers.push(row.rowNumber)
    expect(numbers).toEqual([1, 3])
  })
})

describe('refusals', () => {
  async function readAll(file: string) {
    for await (const _row of readXlsxRows(file)) {
      // drain
    }
  }

  test('a file that is not a zip (an .xls renamed .xlsx)', async () => {
    const file = join(dir, 'old.xlsx')
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['PDK']]), 'A')
    writeFileSync(file, XLSX.write(book, { bookType: 'biff8', type: 'buffer' }))
    await expect(readAll(file)).rejects.toMatchObject({ code: 'NOT_XLSX' })
    writeFileSync(join(dir, 'text.xlsx'), 'PDK;Název\n1;A\n')
    await expect(readAll(join(dir, 'text.xlsx'))).rejects.toBeInstanceOf(XlsxError)
  })

  test('a zip without a workbook', async () => {
    const file = join(dir, 'plain.xlsx')
    writeFileSync(file, zipOf([['readme.txt', Buffer.from('ahoj')]]))
    await expect(readAll(file)).rejects.toMatchObject({ code: 'NOT_XLSX' })
  })

  test('a zip bomb is refused before it is inflated', async () => {
    const file = join(dir, 'bomb.xlsx')
    const huge = Buffer.alloc(64 * 1024 * 1024, 0x20)
    writeFileSync(
      file,
      zipOf([
        [
          'xl/workbook.xml',
          Buffer.from(
            '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'
          ),
        ],
        [
          'xl/_rels/workbook.xml.rels',
          Buffer.from(
            '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'
          ),
        ],
        ['xl/worksheets/sheet1.xml', huge],
      ])
    )
    const before = process.memoryUsage().rss
    await expect(readAll(file)).rejects.toMatchObject({ code: 'TOO_LARGE' })
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024)
  })
})

/** A minimal deflate zip writer, to build hostile archives SheetJS would not write. */
function zipOf(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, data] of files) {
    const compressed = deflateRawSync(data)
    const nameBuf = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(compressed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBuf.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(compressed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBuf.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBuf, compressed)
    centrals.push(central, nameBuf)
    offset += 30 + nameBuf.length + compressed.length
  }
  const centralBuf = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(centralBuf.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralBuf, end])
}

function crc32(data: Buffer): number {
  let crc = ~0
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

describe('text made to stall a pattern is read in linear time (review of issue #20)', () => {
  const WORKBOOK = Buffer.from(
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'
  )
  const RELS = Buffer.from(
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'
  )
  const sheet = (rows: string) =>
    Buffer.from(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`
    )
  const book = (name: string, parts: [string, Buffer][]) => {
    const file = join(dir, name)
    writeFileSync(file, zipOf(parts))
    return file
  }
  async function timed(file: string) {
    const started = Date.now()
    const error = await (async () => {
      for await (const _row of readXlsxRows(file)) {
        // drain
      }
    })().then(
      () => null,
      (e) => e
    )
    return { ms: Date.now() - started, error }
  }

  test.each([
    ['rows never closing their start tag', sheet('<row a'.repeat(100_000) + '</row>')],
    ['cells nested in cells', sheet(`<row>${'<c>'.repeat(100_000)}</c></row>`)],
    ['values never closed', sheet(`<row><c>${'<v>'.repeat(100_000)}</c></row>`)],
  ])('%s: refused or read within a second', async (_name, xml) => {
    const file = book(`stall-${xml.length}-${_name.length}.xlsx`, [
      ['xl/workbook.xml', WORKBOOK],
      ['xl/_rels/workbook.xml.rels', RELS],
      ['xl/worksheets/sheet1.xml', xml],
    ])
    const { ms, error } = await timed(file)
    expect(ms).toBeLessThan(1000)
    if (error) expect(error).toMatchObject({ code: 'BROKEN', message: 'Soubor je poškozený.' })
  })

  test('relationships never closing their tag: refused within a second', async () => {
    const file = book('stall-rels.xlsx', [
      ['_rels/.rels', Buffer.from('<Relationships><Relationship a'.repeat(20_000))],
      ['xl/workbook.xml', WORKBOOK],
      ['xl/_rels/workbook.xml.rels', Buffer.from('<Relationship a'.repeat(40_000))],
      ['xl/worksheets/sheet1.xml', sheet('')],
    ])
    const { ms, error } = await timed(file)
    expect(ms).toBeLessThan(1000)
    expect(error).toMatchObject({ code: 'NOT_XLSX' })
  })
})
