import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DomainError } from '#core/domain_error'
import { CellProblem } from '#core/xlsx/cells'
import { EXPORT_SPECS } from '#exports/rules/export_specs'
import { cellProblemReason } from '#core/sheets/header_row'
import { readExportFile, type SkipLog } from '#exports/services/read_export_file'
import { readVoucherFile } from '#vouchers/services/read_voucher_file'

/*
| Issue #20: files exactly as real writers make them — openpyxl, XlsxWriter (also its
| constant_memory mode), ExcelJS (also its streaming writer), xlwt, LibreOffice Calc and
| Gnumeric, each also in the 1904 date system where it can write it, plus the shapes only
| scripts make (formulas without a value, `t="d"` dates, rich text, prefixed SpreadsheetML,
| shared formulas). tests/fixtures/writers/make.sh wrote them from content.json; each is
| read through the real readers (a sklad export, a voucher export) and must give exactly
| the rows content.json holds: dates, leading zeros, diacritics and decimals included.
*/

const DIR = new URL('../fixtures/writers/', import.meta.url).pathname
const FILES = join(DIR, 'files')
const content = JSON.parse(readFileSync(join(DIR, 'content.json'), 'utf8')) as {
  header: string[]
  rows: (string | number | null)[][]
}
const column = (name: string) => content.header.indexOf(name)

/** The sklad rows content.json means, as the export reader types them. */
const skladRows = content.rows.map((row) => ({
  pdk: row[column('PDK')],
  nazev: row[column('Název')],
  mnozstvi: row[column('Množství')],
  kodVZP: row[column('Kód SÚKL')],
  sarze: row[column('Šarže')],
  exspirace: row[column('Exspirace')],
  ncsd: row[column('NCSD')],
  pc: null,
  dodavatel: null,
  gtin: undefined,
}))

const vouchers = content.rows.map((row) => ({
  datum: row[column('Datum')],
  cislo: row[column('Číslo poukazu')],
  castka: row[column('Částka')],
  pojistovna: null,
  lekar: null,
  stav: null,
}))

async function readSklad(file: string) {
  const skipped: SkipLog = { count: 0, examples: [] }
  const rows: unknown[] = []
  const reading = readExportFile('sklad', join(FILES, file), `sklad (${file})`, {
    skipped,
    onRow: () => {},
    onTotal: () => {},
  })
  for await (const batch of reading) rows.push(...batch)
  return rows
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof DomainError ? error.message : String(error))
  )

/* Every file of the corpus whose content is content.json as it stands. */
const PLAIN = readdirSync(FILES)
  .filter((file) => /\.xlsx?$/.test(file) && file !== 'openpyxl_formulas.xlsx')
  .sort()

describe("real writers' files, read value for value", () => {
  test('the corpus holds every writer, plain and in the 1904 date system', () => {
    expect(PLAIN).toEqual(
      expect.arrayContaining([
        'openpyxl.xlsx',
        'openpyxl_1904.xlsx',
        'openpyxl_iso_dates.xlsx',
        'xlsxwriter.xlsx',
        'xlsxwriter_1904.xlsx',
        'xlsxwriter_constant_memory.xlsx',
        'exceljs.xlsx',
        'exceljs_1904.xlsx',
        'exceljs_stream.xlsx',
        'libreoffice.xlsx',
        'libreoffice_1904.xlsx',
        'libreoffice.xls',
        'libreoffice_1904.xls',
        'gnumeric.xlsx',
        'gnumeric_1904.xlsx',
        'gnumeric.xls',
        'gnumeric_1904.xls',
        'xlwt.xls',
        'xlwt_1904.xls',
        'prefixed.xlsx',
        'prefixed_shared_strings.xlsx',
        'shared_formulas.xlsx',
      ])
    )
    expect(readFileSync(join(FILES, 'VERSIONS.txt'), 'utf8')).toContain('LibreOffice')
  })

  test.each(PLAIN.filter((file) => file.endsWith('.xlsx') && file !== 'libreoffice_formulas.xlsx'))(
    '%s as a sklad export',
    async (file) => {
      expect(await readSklad(file)).toEqual(skladRows)
    }
  )

  test.each(PLAIN)('%s as a voucher export', async (file) => {
    const read = await readVoucherFile(join(FILES, file), file)
    expect(read.skipped.count).toBe(0)
    expect(read.vouchers).toEqual(vouchers)
  })
})

describe('formulas', () => {
  const hint = (label: string) =>
    `vzorec bez vypočtené hodnoty ve sloupci ${label} – soubor nebyl uložen tabulkovým ` +
    'programem, otevřete ho v Excelu nebo LibreOffice a uložte'

  test('without a calculated value (openpyxl): the rows are skipped with what to do', async () => {
    expect(await refusal(readSklad('openpyxl_formulas.xlsx'))).toBe(
      'Soubor sklad (openpyxl_formulas.xlsx): 2 z 5 řádků nelze načíst (více než 10 %), ' +
        `soubor byl odmítnut: 1× ${hint('Množství')} (řádek 2); 1× ${hint('Šarže')} (řádek 4).`
    )
    const file = join(FILES, 'openpyxl_formulas.xlsx')
    expect(await refusal(readVoucherFile(file, 'openpyxl_formulas.xlsx'))).toBe(
      'Soubor openpyxl_formulas.xlsx: 1 z 5 řádků nelze načíst (více než 10 %), ' +
        `soubor byl odmítnut: 1× ${hint('Částka')} (řádek 3).`
    )
  })

  test('calculated by LibreOffice: values read; an error value in an optional column is empty', async () => {
    /* G4 (NCSD, optional) holds #DIV/0!: read as empty, as content.json has it. */
    expect(await readSklad('libreoffice_formulas.xlsx')).toEqual(skladRows)
  })

  test('an error value in a required column skips the row and names the value', async () => {
    const cells: unknown[] = ['A1', 'PARALEN', new CellProblem('error', '#N/A')]
    const columns = { pdk: 0, nazev: 1, mnozstvi: 2, gtin: 3 }
    expect(cellProblemReason(cells, columns, EXPORT_SPECS.sklad)).toBe(
      'chybová hodnota #N/A ve sloupci Množství'
    )
    const gtinLookupFailed = ['A1', 'PARALEN', 5, new CellProblem('error', '#N/A')]
    expect(cellProblemReason(gtinLookupFailed, columns, EXPORT_SPECS.sklad)).toBeNull()
    const gtinNeverCalculated = ['A1', 'PARALEN', 5, new CellProblem('formula', '=VLOOKUP(A1)')]
    expect(cellProblemReason(gtinNeverCalculated, columns, EXPORT_SPECS.sklad)).toMatch(
      /^vzorec bez vypočtené hodnoty ve sloupci GTIN\/EAN/
    )
  })
})
