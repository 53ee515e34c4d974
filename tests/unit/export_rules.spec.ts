import { describe, expect, test } from 'vitest'
import { matchColumns, normalizeHeader } from '#core/sheets/header_matching'
import { EXPORT_SPECS } from '#exports/rules/export_specs'
import { parseDate, parseNumber, parseOtc, parseSuklCode } from '#core/sheets/cell_parsing'
import { isSale } from '#exports/rules/movements'

describe('normalizeHeader', () => {
  test.each([
    ['Min. zásoba', 'min zasoba'],
    ['  Název přípravku ', 'nazev pripravku'],
    ['Kód_SÚKL', 'kod sukl'],
    ['Datum (pohybu)', 'datum pohybu'],
    ['ŠARŽE', 'sarze'],
    ['Volně-prodejný', 'volne prodejny'],
    [null, ''],
  ])('%j → %j', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized)
  })
})

describe('matchColumns', () => {
  test('any column order, aliases in order, unknown columns ignored', () => {
    const { columns, missing } = matchColumns(
      ['Poznámka', 'Stav', 'Kód PDK', 'Název přípravku', 'Expirace', 'Kód SÚKL'],
      EXPORT_SPECS.sklad
    )
    expect(missing).toEqual([])
    expect(columns).toMatchObject({ mnozstvi: 1, pdk: 2, nazev: 3, exspirace: 4, kodVZP: 5 })
  })

  test('the first alias wins when two headers match', () => {
    const { columns } = matchColumns(
      ['Zásoba', 'Množství'],
      [
        {
          field: 'mnozstvi',
          label: 'Množství',
          aliases: ['mnozstvi', 'stav', 'zasoba'],
          required: true,
        },
      ]
    )
    expect(columns.mnozstvi).toBe(1)
  })

  test('missing required columns are listed', () => {
    const { missing } = matchColumns(['PDK', 'Cena'], EXPORT_SPECS.pohyby)
    expect(missing.map((m) => m.label)).toEqual(['Datum', 'Množství'])
  })
})

describe('parseDate', () => {
  test.each([
    [46347, '2026-11-21'],
    [46347.75, '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['1.2.2027', '2027-02-01'],
    ['01. 02. 2027', '2027-02-01'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21T10:00:00Z', '2026-11-21'],
    ['21.11.2026 10:15', '2026-11-21'],
    ['31.2.2026', undefined],
    ['1.1.9999', undefined],
    ['9999-12-31', undefined],
    ['zítra', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, iso) => {
    expect(parseDate(value)).toBe(iso)
  })
})

describe('parseNumber', () => {
  test.each([
    [12, 12],
    ['12', 12],
    ['1 234,50', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['-3', -3],
    ['0,5', 0.5],
    ['12.5', 12.5],
    ['abc', undefined],
    ['', undefined],
    ['1,2,3', undefined],
  ])('%j → %j', (value, number) => {
    expect(parseNumber(value)).toBe(number)
  })
})

describe('parseSuklCode and parseOtc', () => {
  test.each([
    ['0012345', '0012345'],
    [12345, '0012345'],
    ['12345', '0012345'],
    ['ABC1', 'ABC1'],
    ['', null],
  ])('sukl %j → %j', (value, code) => {
    expect(parseSuklCode(value)).toBe(code)
  })

  test.each([
    ['ano', false, true],
    ['NE', false, false],
    ['1', false, true],
    ['A', false, true],
    ['N', false, false],
    ['OTC', false, true],
    ['Rx', false, false],
    ['ano', true, false],
    ['ne', true, true],
    ['OTC', true, true],
    ['?', false, null],
  ])('otc %j (rx header %j) → %j', (value, rx, otc) => {
    expect(parseOtc(value, rx)).toBe(otc)
  })
})

describe('isSale', () => {
  test.each([
    ['Prodej', 2, true, true],
    ['prodej na recept', 1, true, true],
    ['Výdej', 1, true, true],
    ['VYDEJ', 1, true, true],
    ['Příjem', -1, true, false],
    ['převod', 5, true, false],
    [null, -2, false, true],
    [null, 2, false, false],
  ])('%j qty %j (type column %j) → %j', (typ, qty, hasType, sale) => {
    expect(isSale(typ, qty, hasType)).toBe(sale)
  })
})
