import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { MAX_CELL_CHARS, xlsxCellText, xmlAttribute } from '#core/xlsx/xml_escape'
import { writeXlsx } from '#core/xlsx/write_xlsx'
import { readXlsxRowBatches } from '#core/xlsx/read_xlsx_rows'
import { wellFormed, wellFormedWorkbook } from '../helpers/strict_xml.js'

/*
| Issue #27: text with characters XML cannot carry (a sign-in e-mail with U+000B, a task title
| with U+001B) is written in Excel's `_xHHHH_` escapes, so every workbook parses strictly and
| spreadsheet programs (SheetJS here) and our own reader give the original text back.
*/

const HOSTILE = [
  'vertical\u000Btab',
  'start\u0001of heading',
  'escape \u001B[31mred',
  'nul \u0000 byte',
  'carriage\r\nreturn',
  'form\u000Cfeed',
  'lone \uD800 high and \uDC00 low',
  'not a char \uFFFE \uFFFF',
  'literal _x000B_ and _x005F_ stay literal',
  'tab\tand line\nfeed stay',
  'markup & <b>"quoted"</b>',
  'emoji 😀 and Žluťoučký kůň',
]

describe('cell text in Excel escapes', () => {
  test.each([
    ['a\u000Bb', 'a_x000B_b'],
    ['\u0000\u0008\u001F', '_x0000__x0008__x001F_'],
    ['a\rb', 'a_x000D_b'],
    ['_x000B_', '_x005F_x000B_'],
    ['_x00zz_ and _x1_', '_x00zz_ and _x1_'],
    ['\uD83D\uDE00', '\uD83D\uDE00'],
    ['\uD83D', '_xD83D_'],
    ['\uFFFF', '_xFFFF_'],
    ['a & b < c > d "e"', 'a &amp; b &lt; c &gt; d &quot;e&quot;'],
    ['tab\there\nnew line', 'tab\there\nnew line'],
  ])('%j is written as %j', (text, written) => {
    expect(xlsxCellText(text)).toBe(written)
  })

  test('a sheet name drops what XML cannot carry and escapes markup', () => {
    expect(xmlAttribute('Sklad\u0001 & "A"')).toBe('Sklad &amp; &quot;A&quot;')
  })

  test('a text longer than a cell holds is cut at the cell limit, never inside a pair', () => {
    expect(xlsxCellText('x'.repeat(MAX_CELL_CHARS + 10))).toHaveLength(MAX_CELL_CHARS)
    const pairAtEnd = `${'x'.repeat(MAX_CELL_CHARS - 1)}😀`
    expect(xlsxCellText(pairAtEnd)).toBe('x'.repeat(MAX_CELL_CHARS - 1))
  })
})

describe('the strict XML check itself', () => {
  test.each([
    '<a>\u000B</a>',
    '<a>&#11;</a>',
    '<a>&nbsp;</a>',
    '<a>a & b</a>',
    '<a b="<"/>',
    '<a b="1" b="2"/>',
    '<a><b></a></b>',
    '<a/><b/>',
    '<!DOCTYPE a><a/>',
    '<a>\uD800</a>',
    'text<a/>',
  ])('refuses %j', (xml) => {
    expect(() => wellFormed(xml)).toThrow(/not well-formed/)
  })

  test('accepts what the writer writes', () => {
    wellFormed(`<?xml version="1.0"?>\n<a x="1" y='&amp;'><b/>t&#x9;&lt;<c>é</c></a>`)
  })
})

describe('a workbook with hostile text', () => {
  test('parses strictly; SheetJS and our reader give the original text back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-text-'))
    const path = join(dir, 'hostile.xlsx')
    await writeXlsx(
      path,
      ['Text\u0007', 'Číslo'],
      HOSTILE.map((t, i) => [t, i]),
      'List\u0001 1'
    )
    const bytes = readFileSync(path)
    const parts = wellFormedWorkbook(bytes)
    expect(Object.keys(parts)).toContain('xl/worksheets/sheet1.xml')

    const book = XLSX.read(bytes)
    expect(book.SheetNames).toEqual(['List 1'])
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['List 1'], { header: 1 })
    expect(rows[0]).toEqual(['Text\u0007', 'Číslo'])
    /* SheetJS reads a line break of a cell as `\n`, whatever the file holds. */
    expect(rows.slice(1).map((r) => r[0])).toEqual(HOSTILE.map((t) => t.replace('\r\n', '\n')))

    const ours: unknown[] = []
    for await (const batch of readXlsxRowBatches(path, {})) {
      ours.push(...batch.map((row) => row.cells[0]))
    }
    expect(ours).toEqual(['Text\u0007', ...HOSTILE])
  })
})
