import { CellProblem } from '#core/xlsx/cells'
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { finished } from 'node:stream/promises'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import {
  cutNote,
  keptCells,
  reportColumns,
  reportFileName,
  reportHeader,
  reportRow,
} from '#exports/rules/skipped_report'
import { matchColumns } from '#core/sheets/header_matching'
import { EXPORT_SPECS } from '#exports/rules/export_specs'
import { writeXlsx, xlsxStream } from '#core/xlsx/write_xlsx'

const czNumber = (n: number) => n.toLocaleString('cs-CZ').replace(/\s/g, ' ')

describe('report columns: the recognised ones, in the file order, under its header text', () => {
  test.each<[string, unknown[], string[]]>([
    [
      'pohyby in a free order; unknown columns (Pacient, Doklad) are not kept',
      ['Doklad', 'PDK', 'Pacient', 'Datum pohybu', 'Množství', 'Typ pohybu'],
      ['PDK', 'Datum pohybu', 'Množství', 'Typ pohybu'],
    ],
    [
      'header text is kept as written, trimmed',
      ['  Datum ', 'pdk', 'MNOŽSTVÍ'],
      ['Datum', 'pdk', 'MNOŽSTVÍ'],
    ],
  ])('%s', (_name, header, expected) => {
    const { columns } = matchColumns(header, EXPORT_SPECS.pohyby)
    expect(reportColumns(header, columns).map((c) => c.header)).toEqual(expected)
  })

  test('cells follow the columns; a missing cell is empty', () => {
    const header = ['Doklad', 'PDK', 'Pacient', 'Datum', 'Množství']
    const columns = reportColumns(header, matchColumns(header, EXPORT_SPECS.pohyby).columns)
    expect(keptCells(['D1', 'A1', 'Jan Novák', 46000, 'x'], columns)).toEqual([
      'A1',
      '2025-12-09',
      'x',
    ])
    expect(keptCells(['D1', 'A1'], columns)).toEqual(['A1', null, null])
  })

  test("a date serial is the day of the workbook's own date system; a formula is its text", () => {
    const header = ['PDK', 'Datum', 'Množství']
    const columns = reportColumns(header, matchColumns(header, EXPORT_SPECS.pohyby).columns)
    const cells = ['A1', 46000, new CellProblem('formula', '=B2*2')]
    expect(keptCells(cells, columns, true)).toEqual(['A1', '2029-12-10', '=B2*2'])
    expect(reportRow('p', 2, 'x', keptCells(cells, columns, true), columns)[4]).toEqual(
      new Date('2029-12-10T00:00:00Z')
    )
  })
})

describe('report rows', () => {
  const columns = [
    { field: 'datum', header: 'Datum' },
    { field: 'pdk', header: 'PDK' },
    { field: 'mnozstvi', header: 'Množství' },
    { field: 'exspirace', header: 'Exspirace' },
  ]

  test('header: Soubor, Řádek, Důvod, then the file’s columns', () => {
    expect(reportHeader(columns)).toEqual([
      'Soubor',
      'Řádek',
      'Důvod',
      'Datum',
      'PDK',
      'Množství',
      'Exspirace',
    ])
  })

  test.each<[string, (string | number | null)[], unknown[]]>([
    [
      'an Excel serial in a date column is a date again',
      [46000, 'A1', 'x', null],
      [new Date('2025-12-09T00:00:00Z'), 'A1', 'x', null],
    ],
    [
      'a text date stays text',
      ['1.2.2026', 'A1', 1, '31.2.2026'],
      ['1.2.2026', 'A1', 1, '31.2.2026'],
    ],
    ['an out-of-range serial stays a number', [0, 'A1', 1, 9_999_999], [0, 'A1', 1, 9_999_999]],
    [
      'a number outside date columns stays a number',
      [null, 'A1', 46000, null],
      [null, 'A1', 46000, null],
    ],
  ])('%s', (_name, cells, values) => {
    expect(reportRow('pohyby (p.xlsx)', 7, 'chybí Datum', cells, columns)).toEqual([
      'pohyby (p.xlsx)',
      7,
      'chybí Datum',
      ...values,
    ])
  })
})

describe('the note on rows cut at the cap', () => {
  test.each([
    [10, 10, 100, null],
    [0, 0, 100, null],
    [
      150_000,
      100_000,
      100_000,
      'Dalších 50 000 přeskočených řádků se do přehledu nevešlo (uchovává se nejvýše 100 000 řádků jednoho nahrání).',
    ],
  ])('%s skipped, %s stored → %s', (skipped, stored, cap, note) => {
    expect(cutNote(skipped, stored, cap, czNumber)).toBe(note)
  })
})

test.each([
  ['7', '2026-11-23', 'přeskočené_řádky_7_2026_11_23.xlsx', 'preskocene_radky_7_2026_11_23.xlsx'],
  [
    '12',
    '2026-01-05',
    'přeskočené_řádky_12_2026_01_05.xlsx',
    'preskocene_radky_12_2026_01_05.xlsx',
  ],
])('file name of branch %s on %s', (code, day, name, ascii) => {
  expect(reportFileName(code, day)).toEqual({ name, ascii })
})

test('the streaming writer makes one sheet per file, readable by SheetJS', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'xlsx-sheets-')), 'report.xlsx')
  const out = createWriteStream(file)
  xlsxStream([
    { name: 'sklad', header: ['Soubor', 'Řádek'], rows: [['sklad (s.xlsx)', 3]], widths: [20, 8] },
    {
      name: 'pohyby',
      header: ['Soubor', 'Datum'],
      rows: (async function* () {
        yield ['pohyby (p.xlsx)', new Date('2026-03-01T00:00:00Z')]
      })(),
    },
  ]).pipe(out)
  await finished(out)
  const book = XLSX.read(readFileSync(file))
  expect(book.SheetNames).toEqual(['sklad', 'pohyby'])
  expect(XLSX.utils.sheet_to_json(book.Sheets.sklad, { header: 1 })).toEqual([
    ['Soubor', 'Řádek'],
    ['sklad (s.xlsx)', 3],
  ])
  /* 1 March 2026 is Excel day 46082, shown with the date style. */
  expect(book.Sheets.pohyby.B2).toMatchObject({ t: 'n', v: 46082 })
  expect(book.Sheets.pohyby.B2.w).toMatch(/^0?3\/0?1\/(20)?26$/)
})

test('a row source that fails ends the workbook with its error, not the process', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'xlsx-failing-')), 'report.xlsx')
  const rows = (async function* () {
    yield ['sklad (s.xlsx)', 3]
    throw new Error('Knex: Timeout acquiring a connection')
  })()
  await expect(writeXlsx(file, ['Soubor', 'Řádek'], rows)).rejects.toThrow(
    'Knex: Timeout acquiring a connection'
  )
})

test('a workbook destroyed while written stops reading its rows', async () => {
  let asked = 0
  let closed = false
  const rows = (async function* () {
    try {
      for (;;) {
        asked++
        yield ['sklad (s.xlsx)', asked]
        await new Promise((r) => setImmediate(r))
      }
    } finally {
      closed = true
    }
  })()
  const workbook = xlsxStream([{ name: 'sklad', header: ['Soubor', 'Řádek'], rows }])
  workbook.resume()
  while (asked < 50) await new Promise((r) => setImmediate(r))
  workbook.destroy()
  const deadline = Date.now() + 2000
  while (!closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
  expect(closed).toBe(true)
})
