import { describe, expect, test } from 'vitest'
import { matchColumns } from '#core/sheets/header_matching'
import {
  missingColumns,
  PRICE_LIST_COLUMNS,
  type PriceListKind,
} from '#pricelists/rules/price_list_columns'
import { leafletRow, uhradyRow } from '#pricelists/rules/price_list_rows'
import { checkValidity } from '#pricelists/rules/validity'
import { candidatePath, isInsideDir } from '#pricelists/rules/import_path'
import {
  reimbursementChange,
  reimbursementChanges,
  totalImpact,
} from '#pricelists/rules/uhrady_changes'
import { actionLoss, actionPriceLines, stockAndNcsd } from '#pricelists/rules/action_prices'

const getter = (row: Record<string, unknown>) => (field: string) => row[field] ?? null

describe('validity of an uploaded list', () => {
  test.each([
    ['leaflet', '2026-07-01', '2026-07-31', { validFrom: '2026-07-01', validTo: '2026-07-31' }],
    ['leaflet', ' 2026-07-01 ', '2026-07-01', { validFrom: '2026-07-01', validTo: '2026-07-01' }],
    ['uhrady', '2026-07-01', undefined, { validFrom: '2026-07-01', validTo: null }],
    ['uhrady', '2026-07-01', '2020-01-01', { validFrom: '2026-07-01', validTo: null }],
  ] as const)('%s %s–%s is accepted', (kind, from, to, validity) => {
    expect(checkValidity(kind, from, to)).toEqual({ ok: true, validity })
  })

  test.each([
    ['leaflet', null, '2026-07-31', 'Vyplň prosím platnost (od/do).'],
    ['leaflet', '2026-07-01', '', 'Vyplň prosím platnost (od/do).'],
    ['uhrady', '  ', undefined, 'Vyplň prosím platnost od.'],
    ['leaflet', '2026-07-31', '2026-07-01', 'Platnost do nesmí být dříve než platnost od.'],
    ['leaflet', '1.7.2026', '2026-07-31', 'Platnost musí být datum ve tvaru RRRR-MM-DD.'],
    ['uhrady', '2026-02-30', undefined, 'Platnost musí být datum ve tvaru RRRR-MM-DD.'],
  ] as const)('%s %s–%s is refused: %s', (kind, from, to, message) => {
    expect(checkValidity(kind, from, to)).toMatchObject({ ok: false, message })
  })
})

describe('price-list headers', () => {
  test.each([
    ['leaflet', ['Kód SÚKL', 'Název', 'Akční nákupní cena'], []],
    ['leaflet', ['PDK', 'Název přípravku', 'Nákupní cena', 'Akční cena'], []],
    ['leaflet', ['Název', 'Akční nákupní cena'], ['Kód SÚKL nebo PDK']],
    ['leaflet', ['SÚKL', 'Název'], ['Akční nákupní cena']],
    ['uhrady', ['Kód', 'Název', 'Úhrada ZP', 'MFC'], []],
    ['uhrady', ['Kód SÚKL', 'Název', 'Max. cena'], ['Úhrada']],
    ['uhrady', ['Název'], ['Kód SÚKL', 'Úhrada']],
  ] as [PriceListKind, string[], string[]][])('%s %j misses %j', (kind, headers, missing) => {
    expect(missingColumns(kind, matchColumns(headers, PRICE_LIST_COLUMNS[kind]))).toEqual(missing)
  })

  test('all six optional úhrady columns are found by their labels and short aliases', () => {
    const headers = [
      'Kód SÚKL',
      'Název',
      'Úhrada',
      'Doplněk',
      'Max. cena',
      'Doplatek pacienta',
      'Doplatek pacienta do limitu',
      'Doplatek při zvýšené úhradě',
      'Doplatek zvýšená limit',
    ]
    const { columns } = matchColumns(headers, PRICE_LIST_COLUMNS.uhrady)
    expect(columns).toEqual({
      sukl: 0,
      nazev: 1,
      uhrada: 2,
      doplnek: 3,
      maxCena: 4,
      doplatek: 5,
      doplatekLimit: 6,
      doplatekZvysena: 7,
      doplatekZvysenaLimit: 8,
    })
  })
})

describe('price-list rows', () => {
  test.each([
    [
      'a SÚKL code stored as a number gets its leading zeros back; decimal comma',
      { sukl: 12345, nazev: 'PARALEN', uhrada: '1 234,50' },
      { sukl: '0012345', nazev: 'PARALEN', uhrada: 1234.5, maxCena: null },
    ],
    [
      'a text code keeps its zeros; optional amounts read',
      { sukl: '0054321', nazev: 'IBALGIN', uhrada: 10, maxCena: '99,9', doplatek: 0 },
      { sukl: '0054321', uhrada: 10, maxCena: 99.9, doplatek: 0 },
    ],
  ])('úhrady: %s', (_name, cells, expected) => {
    const result = uhradyRow(getter(cells))
    expect('row' in result && result.row).toMatchObject(expected)
  })

  test.each([
    [{ nazev: 'X', uhrada: 1 }, 'chybí Kód SÚKL'],
    [{ sukl: '1', uhrada: 1 }, 'chybí Název'],
    [{ sukl: '1', nazev: 'X' }, 'chybí Úhrada'],
    [{ sukl: '1', nazev: 'X', uhrada: 'zdarma' }, 'neplatné číslo ve sloupci Úhrada'],
    [{ sukl: '1', nazev: 'X', uhrada: -5 }, 'záporná hodnota ve sloupci Úhrada'],
    [{ sukl: '1', nazev: 'X', uhrada: 5, maxCena: 'abc' }, 'neplatné číslo ve sloupci Max. cena'],
    [{ sukl: '1', nazev: 'X', uhrada: 1e12 }, 'neplatné číslo ve sloupci Úhrada'],
  ])('úhrady row %j is skipped: %s', (cells, reason) => {
    expect(uhradyRow(getter(cells))).toEqual({ reason })
  })

  test.each([
    [
      'by SÚKL code',
      { sukl: 99999, nazev: 'ZYRTEC', akcniNakupni: '80', akcniProdejni: '99,00' },
      { sukl: '0099999', pdk: null, akcniNakupni: 80, akcniProdejni: 99 },
    ],
    [
      'by PDK only, without an action selling price',
      { pdk: 'B2', nazev: 'IBALGIN', akcniNakupni: 30, minOdber: 6 },
      { sukl: null, pdk: 'B2', akcniProdejni: null, minOdber: 6 },
    ],
  ])('leaflet row %s', (_name, cells, expected) => {
    const result = leafletRow(getter(cells))
    expect('row' in result && result.row).toMatchObject(expected)
  })

  test.each([
    [{ nazev: 'X', akcniNakupni: 1 }, 'chybí Kód SÚKL i PDK'],
    [{ pdk: 'A', akcniNakupni: 1 }, 'chybí Název'],
    [{ pdk: 'A', nazev: 'X' }, 'chybí Akční nákupní cena'],
    [
      { pdk: 'A', nazev: 'X', akcniNakupni: 1, akcniProdejni: '?' },
      'neplatné číslo ve sloupci Akční prodejní cena',
    ],
  ])('leaflet row %j is skipped: %s', (cells, reason) => {
    expect(leafletRow(getter(cells))).toEqual({ reason })
  })
})

describe('server paths for imports', () => {
  test.each([
    ['/srv/imports', 'letak.xlsx', true],
    ['/srv/imports', 'sub/dir/letak.xlsx', true],
    ['/srv/imports', '../../etc/passwd', false],
    ['/srv/imports', 'sub/../../imports-old/x.xlsx', false],
    ['/srv/imports', '/etc/passwd', false],
    ['/srv/imports', '/srv/imports/letak.xlsx', true],
    ['/srv/imports', '/srv/imports-old/letak.xlsx', false],
    ['/srv/imports', '.', false],
  ])('%s + %s inside: %s', (dir, typed, inside) => {
    expect(isInsideDir(dir, candidatePath(dir, typed))).toBe(inside)
  })
})

describe('reimbursement difference and impact', () => {
  test.each([
    ['lower úhrada', 40, 35.5, 50, { difference: -4.5, impact: -225 }],
    ['higher úhrada', 100, 110, 5, { difference: 10, impact: 50 }],
    ['unchanged', 30, 30, 10, { difference: 0, impact: 0 }],
    [
      'no longer reimbursed (missing in the new list)',
      12.3,
      null,
      2,
      { difference: -12.3, impact: -24.6 },
    ],
    ['newly reimbursed (missing in the old list)', null, 7.25, 4, { difference: 7.25, impact: 29 }],
    ['float noise is rounded away', 0.3, 0.1, 3, { difference: -0.2, impact: -0.6 }],
    ['a fractional stock', 10, 12, 1.5, { difference: 2, impact: 3 }],
  ])('%s', (_name, oldU, newU, stock, expected) => {
    expect(reimbursementChange(oldU, newU, stock)).toEqual(expected)
  })

  test('only changed products in stock are listed, most negative impact first', () => {
    const p = (
      sukl: string,
      stock: number,
      oldUhrada: number | null,
      newUhrada: number | null
    ) => ({
      sukl,
      nazev: `N${sukl}`,
      stock,
      oldUhrada,
      newUhrada,
    })
    const lines = reimbursementChanges([
      p('1', 50, 40, 35.5),
      p('2', 10, 30, 30),
      p('3', 5, 100, 110),
      p('4', 0, 10, 1),
      p('5', 1, 20, null),
      p('6', 3, null, null),
    ])
    expect(lines.map((l) => [l.sukl, l.difference, l.impact])).toEqual([
      ['1', -4.5, -225],
      ['5', -20, -20],
      ['3', 10, 50],
    ])
    expect(totalImpact(lines)).toBe(-195)
  })
})

describe('action price loss', () => {
  test.each([
    ['action selling price below NCSD', 23.5, 19.9, 50, { lossPerPiece: 3.6, totalLoss: 180 }],
    ['equal to NCSD: no loss', 41.2, 41.2, 10, null],
    ['above NCSD: no loss', 41.2, 45, 10, null],
    ['no action selling price', 41.2, null, 10, null],
    ['no NCSD', null, 10, 10, null],
    ['nothing in stock', 50, 10, 0, null],
  ])('%s', (_name, ncsd, prodejni, stock, expected) => {
    expect(actionLoss(ncsd, prodejni, stock)).toEqual(expected)
  })

  test.each([
    ['one lot', [{ mnozstvi: 5, ncsd: 120 }], { stock: 5, ncsd: 120 }],
    [
      'lots weighted by quantity',
      [
        { mnozstvi: 3, ncsd: 10 },
        { mnozstvi: 1, ncsd: 14 },
      ],
      { stock: 4, ncsd: 11 },
    ],
    [
      'a lot without NCSD counts in stock, not in the price',
      [
        { mnozstvi: 2, ncsd: null },
        { mnozstvi: 2, ncsd: 8 },
      ],
      { stock: 4, ncsd: 8 },
    ],
    ['no price at all', [{ mnozstvi: 2, ncsd: null }], { stock: 2, ncsd: null }],
  ])('stock and NCSD: %s', (_name, lots, expected) => {
    expect(stockAndNcsd(lots)).toEqual(expected)
  })

  test('report lines sorted by name, with totals', () => {
    const item = (
      nazev: string,
      prodejni: number | null,
      lots: { mnozstvi: number; ncsd: number }[]
    ) => ({
      nazev,
      sukl: null,
      pdk: nazev,
      akcniNakupni: 1,
      akcniProdejni: prodejni,
      lots,
    })
    const { lines, totals } = actionPriceLines([
      item('ZYRTEC', 99, [{ mnozstvi: 5, ncsd: 120 }]),
      item('IBALGIN', 45, [{ mnozstvi: 10, ncsd: 41.2 }]),
      item('ČAJ', 5, [{ mnozstvi: 2, ncsd: 7.5 }]),
    ])
    expect(lines.map((l) => [l.nazev, l.lossPerPiece, l.totalLoss])).toEqual([
      ['ČAJ', 2.5, 5],
      ['ZYRTEC', 21, 105],
    ])
    expect(totals).toEqual({ stock: 7, totalLoss: 110 })
  })
})
